import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../../../lib/contract/messages';
import type { Db } from '../../../db/client';
import {
  pagoparDouble,
  PAGOPAR_PRIVATE,
  PAGOPAR_PUBLIC,
  type PagoparDouble,
} from '../../../test/doubles/pagopar-double';
import type { ChargeDetails, ChargeRequest } from '../types';
import { pagoparGateway } from './pagopar-gateway';
import { pagoparLines } from './pagopar-lines';

/** The Pagopar adapter against the double, which refuses what Pagopar's published error list refuses. */
let double: PagoparDouble;
beforeAll(async () => {
  double = await pagoparDouble();
});
afterAll(() => double?.close());

const USD = 2;
// At this rate US$ 9.95 + US$ 14.95 converts to one guarani less than US$ 24.90 (75.520 + 113.470 vs 188.991).
const rates = [{ targetCurrencyId: 3, tax: '7589.99', multiply: true }];
const buyer = {
  firstName: 'Luis',
  lastName: 'Benítez',
  email: 'luis@example.com',
  phone: '+595 (983) 123-456',
  documentType: 'CI',
  document: '1234567',
  companyName: null,
};

function request(items: ChargeDetails['items'], amountMinor: number, phone = buyer.phone): ChargeRequest {
  return {
    paymentExternalId: randomUUID(),
    amountMinor,
    currencyId: USD,
    method: 'TARJETA',
    lang: 'es',
    buyerKind: 'paraguayan',
    returnUrl: 'http://localhost:3000/checkout/payment',
    expiresAt: new Date('2026-11-23T13:00:00Z'),
    details: async () => ({ orderNumber: 501, buyer: { ...buyer, phone }, items }),
    rates,
  };
}
const gateway = () =>
  pagoparGateway({
    publicKey: PAGOPAR_PUBLIC,
    privateKey: PAGOPAR_PRIVATE,
    apiUrl: double.url,
    checkoutUrl: 'https://www.pagopar.com/pagos',
    timeoutMs: 2000,
  });
const sentItems = () =>
  double.last('/api/comercios/2.0/iniciar-transaccion')!.body.compras_items as {
    precio_total: number;
    nombre: string;
  }[];

describe('Pagopar lines, limits and phone', () => {
  it('a dollar cart whose converted lines fall a guarani short is accepted: no line under Gs. 1.000, lines add up to the total', async () => {
    const items = [
      { productId: 1, name: 'Perfume', quantity: 1, totalMinor: 995 },
      { productId: 2, name: 'Crema', quantity: 1, totalMinor: 1495 },
    ];
    const result = await gateway().createCharge(null as unknown as Db, request(items, 2490));
    expect(result.providerAmountMinor).toBe(188_991);
    const lines = sentItems();
    expect(lines.every((l) => l.precio_total >= 1000)).toBe(true);
    expect(lines.reduce((s, l) => s + l.precio_total, 0)).toBe(188_991);
    expect(lines.map((l) => l.nombre)).toEqual(['Perfume', 'Crema']);
  });

  it('sends the phone in international format', async () => {
    const items = [{ productId: 1, name: 'Perfume', quantity: 1, totalMinor: 995 }];
    await gateway().createCharge(null as unknown as Db, request(items, 995));
    expect(
      (double.last('/api/comercios/2.0/iniciar-transaccion')!.body.comprador as { telefono: string })
        .telefono,
    ).toBe('+595983123456');
    await gateway().createCharge(null as unknown as Db, request(items, 995, '0983 123 456'));
    expect(
      (double.last('/api/comercios/2.0/iniciar-transaccion')!.body.comprador as { telefono: string })
        .telefono,
    ).toBe('+595983123456');
  });

  it("refuses a total outside Gs. 1.000–50.000.000 before calling Pagopar, with a message in the shopper's language", async () => {
    const calls = double.requests.length;
    const tiny = request([{ productId: 1, name: 'Llavero', quantity: 1, totalMinor: 10 }], 10); // US$ 0,10 ≈ Gs. 759
    await expect(gateway().createCharge(null as unknown as Db, tiny)).rejects.toMatchObject({
      name: 'BuyerDataRefused',
      messageKey: 'paymentAmountOutOfRange',
    });
    const huge = request([{ productId: 1, name: 'Lote', quantity: 1, totalMinor: 700_000 }], 700_000); // US$ 7.000 ≈ Gs. 53 millones
    await expect(gateway().createCharge(null as unknown as Db, huge)).rejects.toMatchObject({
      messageKey: 'paymentAmountOutOfRange',
    });
    expect(double.requests.length).toBe(calls);
    expect(message('paymentAmountOutOfRange', 'es')).toContain('Gs. 1.000 y Gs. 50.000.000');
  });

  it('folds shipping rounding and cheap lines into real lines, never one under Gs. 1.000', () => {
    const l = (pyg: number, productId = pyg) => ({ name: `p${productId}`, quantity: 1, productId, pyg });
    // Shipping is its own line; a remainder of a few guaranis goes into the largest line.
    expect(pagoparLines([l(50_000), l(20_000)], 85_000).map((x) => x.pyg)).toEqual([50_000, 20_000, 15_000]);
    expect(pagoparLines([l(50_000), l(20_000)], 70_002).map((x) => x.pyg)).toEqual([50_002, 20_000]);
    expect(pagoparLines([l(50_000), l(20_000)], 69_999).map((x) => x.pyg)).toEqual([49_999, 20_000]);
    // A product cheaper than Gs. 1.000 joins the largest line.
    expect(pagoparLines([l(900), l(5_000)], 5_900).map((x) => x.pyg)).toEqual([5_900]);
  });
});
