import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, jpeg, multipart, png, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { staffMember } from '../../test/staff-fixtures';

const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;

const upload = (token: string | undefined, files: Parameters<typeof multipart>[1], lang = 'pt-BR') => {
  const body = multipart({}, files);
  return api.app.inject({
    method: 'POST',
    url: '/admin/pictures',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}), 'accept-language': lang },
  });
};

beforeAll(async () => {
  api = await startTestApi(0, { deps: { now: clock.now } });
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
});
afterAll(() => api?.close());

describe('POST /admin/pictures', () => {
  it('a manager uploads a JPEG: it is stored re-encoded as WebP and served under /media/uploads', async () => {
    const res = await upload(manager.token, {
      arquivo: { data: await jpeg(), filename: 'foto.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.url).toBe(`/media/uploads/${saved.id}.webp`);
    const file = await readFile(path.join(api.config.mediaDir, 'uploads', `${saved.id}.webp`));
    expect((await sharp(file).metadata()).format).toBe('webp');
    const served = await api.app.inject({ method: 'GET', url: saved.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('a clerk gets 403, no session 401', async () => {
    const file = { arquivo: { data: await png() } };
    expect((await upload(clerk.token, file)).statusCode).toBe(403);
    expect((await upload(undefined, file)).statusCode).toBe(401);
  });

  it("pictures that lie about their type are a 422 on the field, in the staff member's language", async () => {
    const lie = await upload(manager.token, {
      arquivo: { data: await png(), filename: 'foto.jpg', type: 'image/jpeg' },
    });
    expect(lie.statusCode).toBe(422);
    expect(lie.json().errors.arquivo).toEqual([
      'O conteúdo do arquivo não corresponde ao tipo declarado no nome.',
    ]);
    const svg = await upload(
      manager.token,
      {
        arquivo: {
          data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          filename: 'a.png',
        },
      },
      'es-PY',
    );
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors.arquivo).toEqual(['Envíe una imagen JPEG, PNG, WebP o AVIF.']);
  });

  it('an oversized file, two files, another field name or no file are clear 4xx, never a 500', async () => {
    const big = await upload(manager.token, { arquivo: { data: Buffer.alloc(5 * 1024 * 1024 + 10, 1) } });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.arquivo).toEqual(['O arquivo não pode ser maior que 5 MB.']);
    const two = await upload(manager.token, { arquivo: { data: await png() }, outro: { data: await png() } });
    expect(two.statusCode).toBe(400);
    const other = await upload(manager.token, { foto: { data: await png() } });
    expect(other.statusCode).toBe(422);
    const none = await upload(manager.token, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.arquivo).toEqual(['Este campo é Obrigatório']);
    const json = await api.app.inject({
      method: 'POST',
      url: '/admin/pictures',
      payload: { arquivo: 'x' },
      headers: bearer(manager.token),
    });
    expect([400, 415]).toContain(json.statusCode);
  });
});
