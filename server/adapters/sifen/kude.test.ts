import { describe, expect, it } from 'vitest';
import type { DocumentInput } from './document';
import { printedAmount, renderKude, type KudeData } from './kude';

/** Issue 27 §5: the 80 mm ticket is as long as what it prints (a roll has no page length), on one page. */
const base: Omit<KudeData, 'doc'> = {
  issuer: {
    ruc: '80069563',
    rucDv: 1,
    businessName: 'Loja CDE S.A.',
    tradeName: 'Loja CDE',
    address: 'Avda. San Blas',
    city: 'CIUDAD DEL ESTE',
    phone: '061500000',
    email: 'facturas@lojacde.com.py',
    timbrado: '12345678',
    timbradoStart: '2026-01-01',
    activity: { code: '47190', name: 'COMERCIO AL POR MENOR DE OTROS PRODUCTOS' },
  },
  number: '001-001-0000042',
  cdc: '01800695631001001000004212026112810123456789',
  qr: 'https://ekuatia.set.gov.py/consultas-test/qr?nVersion=150',
};
const doc = (items: number): DocumentInput => ({
  kind: 'invoice',
  number: 42,
  issuedAt: new Date('2026-11-28T13:30:00Z'),
  securityCode: '123456789',
  buyer: { kind: 'consumer', cedula: '1234567', name: 'María Benítez' } as DocumentInput['buyer'],
  currency: 'PYG',
  items: Array.from({ length: items }, (_, i) => ({
    code: `P-${i}`,
    description: `Perfume Eau de Toilette ${i} 100 ml`,
    quantity: 1,
    unitMinor: 350_000,
    vat: 'included10' as const,
  })),
  payment: { code: 21, description: 'Pago Electrónico' },
});
const pages = (pdf: Buffer) => {
  const text = pdf.toString('latin1');
  const boxes = [...text.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [+m[1], +m[2]]);
  return boxes;
};

describe('KuDE', () => {
  it('the 80 mm ticket is cut to its content: one page, longer with more items, never the old fixed 1400 pt', async () => {
    const short = pages(await renderKude({ ...base, doc: doc(1) }, 'ticket'));
    const long = pages(await renderKude({ ...base, doc: doc(12) }, 'ticket'));
    expect(short).toHaveLength(1);
    expect(long).toHaveLength(1);
    expect(short[0][0]).toBeCloseTo(226.77, 1);
    // Header, buyer, one item, totals, the QR and its legend: well under a metre of paper.
    expect(short[0][1]).toBeGreaterThan(350);
    expect(short[0][1]).toBeLessThan(700);
    expect(long[0][1]).toBeGreaterThan(short[0][1] + 11 * 15);
  });

  it('amounts print as Paraguay writes them: dots between thousands, a decimal comma', () => {
    expect(printedAmount(910_000, 'PYG')).toBe('910.000');
    expect(printedAmount(5_000, 'PYG')).toBe('5.000');
    expect(printedAmount(54_990, 'USD')).toBe('549,90');
    expect(printedAmount(0, 'USD')).toBe('0,00');
  });

  it('A4 stays A4', async () => {
    const a4 = pages(await renderKude({ ...base, doc: doc(3) }, 'a4'));
    expect(a4).toEqual([[595.28, 841.89]]);
  });
});
