import { describe, expect, it } from 'vitest';
import { cameraProblem, canAskForCamera, pickupCodeFromQr } from './qr-scan';

describe('pickupCodeFromQr', () => {
  it('takes the code a ticket QR carries, as the counter field would', () => {
    expect(pickupCodeFromQr('K7P2QX')).toBe('K7P2QX');
    expect(pickupCodeFromQr(' k7p2qx\n')).toBe('K7P2QX');
  });
  it('refuses what is not a pickup code: links, PIX payloads, paths, empty or huge text', () => {
    for (const text of [
      'https://loja.test/pedido/K7P2QX',
      '00020126580014br.gov.bcb.pix',
      '../admin',
      'K7 P2',
      '',
      'A'.repeat(21),
    ]) {
      expect(pickupCodeFromQr(text), text).toBeNull();
    }
  });
});

describe('cameraProblem', () => {
  it('tells a refusal from a missing or busy camera', () => {
    expect(cameraProblem(new DOMException('denied', 'NotAllowedError'))).toBe('cameraDenied');
    expect(cameraProblem(new DOMException('insecure', 'SecurityError'))).toBe('cameraDenied');
    expect(cameraProblem(new DOMException('none', 'NotFoundError'))).toBe('noCamera');
    expect(cameraProblem(new DOMException('busy', 'NotReadableError'))).toBe('noCamera');
    expect(cameraProblem('odd')).toBe('noCamera');
  });
  it('knows a browser without getUserMedia cannot ask', () => {
    expect(canAskForCamera(undefined)).toBe(false);
    expect(canAskForCamera({} as Navigator)).toBe(false);
    expect(canAskForCamera({ mediaDevices: { getUserMedia: () => undefined } } as unknown as Navigator)).toBe(
      true,
    );
  });
});
