import { describe, expect, it } from 'vitest';
import { readCappedText } from './read-capped-body';

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://shop.test/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

/** A chunked body (no Content-Length) that counts how many chunks were pulled from it. */
function streamOf(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close();
      pulled++;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  return { stream, pulled: () => pulled };
}

describe('readCappedText', () => {
  it('reads a body within the cap', async () => {
    expect(await readCappedText(post('{"tags":["catalog"]}'), 100)).toBe('{"tags":["catalog"]}');
    expect(await readCappedText(post('é'.repeat(50)), 100)).toBe('é'.repeat(50));
    expect(await readCappedText(post(null), 100)).toBe('');
  });

  it('refuses a declared length over the cap without reading the body', async () => {
    const body = streamOf(10, 1000);
    expect(await readCappedText(post(body.stream, { 'content-length': '10000' }), 4096)).toBeNull();
    expect(body.pulled()).toBeLessThanOrEqual(1);
    expect(await readCappedText(post('x', { 'content-length': 'abc' }), 4096)).toBeNull();
  });

  it('stops reading an undeclared body as soon as it passes the cap', async () => {
    const body = streamOf(1000, 1024);
    expect(await readCappedText(post(body.stream), 16 * 1024)).toBeNull();
    expect(body.pulled()).toBeLessThan(20);
    expect(await readCappedText(post(streamOf(3, 1000).stream), 16 * 1024)).toBe('x'.repeat(3000));
  });
});
