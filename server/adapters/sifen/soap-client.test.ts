import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSifenCertificate } from '../../test/doubles/sifen-certificate';
import { startSifenDouble, type SifenDouble } from '../../test/doubles/sifen-double';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';
import { sifenClient } from './soap-client';

/**
 * Issue 27 §4, §7: the SOAP client (undici with the store's certificate) against the SIFEN double, which like SET's
 * hosts speaks HTTPS with mutual TLS. With the certificate the double trusts, SET's verdict comes back; without a
 * certificate, with one it does not trust, or without trusting the double's own, the handshake fails and the
 * answer is "unreachable" (the sender retries later), never a verdict.
 */
let sifen: SifenDouble;
beforeAll(async () => {
  sifen = await startSifenDouble();
});
afterAll(() => sifen?.close());

const de = (cdc: string) =>
  `<rDE xmlns="http://ekuatia.set.gov.py/sifen/xsd"><DE Id="${cdc}"><gDatRec><dRucRec>80000519</dRucRec><dDVRec>8</dDVRec><dEmailRec>a@b.py</dEmailRec></gDatRec></DE></rDE>`;
const CDC = '01800695631001001000004222026112811234567891';

describe('SIFEN client over mutual TLS', () => {
  it('with the store certificate: the double answers and the verdict is read', async () => {
    const client = sifenClient({
      url: sifen.url,
      certificate: sifen.store.certificate,
      privateKey: sifen.store.privateKey,
      ca: readFileSync(sifen.caFile, 'utf8'),
      timeoutMs: 5000,
    });
    try {
      expect(sifen.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await client.sendDocument(de(CDC), 1);
      expect(answer).toEqual({
        outcome: 'approved',
        code: '0260',
        message: 'Autorización del DE satisfactoria',
      });
      expect(sifen.received.at(-1)?.cdc).toBe(CDC);
    } finally {
      await client.close();
    }
  });

  it('without a client certificate the double ends the handshake', async () => {
    const agent = new Agent({ connect: { ca: readFileSync(sifen.caFile, 'utf8') } });
    try {
      const sent = request(`${sifen.url}/de/ws/sync/recibe.wsdl`, {
        method: 'POST',
        body: de(CDC),
        dispatcher: agent,
      }).then((r) => r.body.text());
      await expect(sent).rejects.toThrow(/certificate|socket|closed|ECONNRESET/i);
    } finally {
      await agent.close();
    }
  });

  it('a certificate the double does not trust is refused in the handshake: unreachable, nothing received', async () => {
    const stranger = testSifenCertificate('80000519-8');
    const before = sifen.received.length;
    const client = sifenClient({
      url: sifen.url,
      certificate: stranger.certificate,
      privateKey: stranger.privateKey,
      ca: readFileSync(sifen.caFile, 'utf8'),
      timeoutMs: 5000,
    });
    try {
      const answer = await client.sendDocument(de(CDC), 2);
      expect(answer.outcome).toBe('unreachable');
      expect(sifen.received.length).toBe(before);
    } finally {
      await client.close();
    }
  });

  it("without trusting the double's server certificate the client does not talk to it", async () => {
    const client = sifenClient({
      url: sifen.url,
      certificate: sifen.store.certificate,
      privateKey: sifen.store.privateKey,
      timeoutMs: 5000,
    });
    try {
      const answer = await client.sendDocument(de(CDC), 3);
      expect(answer).toMatchObject({
        outcome: 'unreachable',
        message: expect.stringMatching(/certificate/i),
      });
    } finally {
      await client.close();
    }
  });
});
