import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { PaymentMethod } from '../../../../lib/contract/checkout';
import { convertMinor } from '../../../../lib/money';
import { postJson } from '../provider-http';
import { paraguayClock } from '../../../../lib/contract/paraguay-clock';
import {
  BuyerDataRefused,
  ChargeAlreadyRequested,
  ProviderRefused,
  type ChargeRequest,
  type PaymentGateway,
  type ProviderState,
} from '../types';
import { internationalPhone, PAGOPAR_MAX, PAGOPAR_MIN, pagoparLines } from './pagopar-lines';

/**
 * Pagopar ("API - Integración de medios de pagos", soporte.pagopar.com; kept as
 * dancoLgh/documentacion-PagoPar-Py docs/source/articles/api-integracion-medios-pagos.md):
 *  1. iniciar-transaccion with token sha1(private key + id_pedido_comercio + monto_total), amount in guaranis;
 *  2. the shopper pays on https://www.pagopar.com/pagos/{hash};
 *  3. Pagopar notifies with token sha1(private key + hash_pedido); the shop answers 200 echoing `resultado`;
 *  4. pedidos/1.1/traer (token sha1(private key + "CONSULTA")) gives the order's real state.
 * Refunds: pedidos/1.1/reversar with sha1(private key + "PEDIDO-REVERSAR").
 */
export const PYG = 3;

/** The refusal of a repeated id_pedido_comercio ("Listado de errores al iniciar transacción"). */
const DUPLICATE = /pedido ya existe/i;

const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

/** Our step-2 methods → Pagopar's forma_pago (the "Lista de formas de pago"); PASARELA lets Pagopar's page ask. */
const FORMA_PAGO: Partial<Record<PaymentMethod, number>> = {
  TARJETA: 9,
  BOCAS_COBRANZA: 2,
  APP_BANCARIA: 13,
  TRANSFERENCIA: 11,
  QR: 24,
};
const METHODS: readonly PaymentMethod[] = [
  'PASARELA',
  'QR',
  'TRANSFERENCIA',
  'TARJETA',
  'APP_BANCARIA',
  'BOCAS_COBRANZA',
];

/** Pagopar's forma_pago_identificador → the method the order shows. */
function methodOf(id: string | number | null | undefined): PaymentMethod {
  switch (Number(id)) {
    case 1:
    case 9:
      return 'TARJETA';
    case 24:
      return 'QR';
    case 11:
      return 'TRANSFERENCIA';
    case 2:
    case 3:
    case 4:
    case 15:
    case 22:
      return 'BOCAS_COBRANZA';
    case 10:
    case 12:
    case 13:
    case 18:
    case 20:
    case 23:
      return 'APP_BANCARIA';
    default:
      return 'PASARELA';
  }
}

/** "2026-11-25 18:40:00" in Paraguay's time, as fecha_maxima_pago is written. */
function asuncionTime(d: Date): string {
  const parts = paraguayClock(d);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const startAnswer = z.object({
  respuesta: z.boolean(),
  resultado: z.union([
    z.array(z.object({ data: z.string().min(1).max(100), pedido: z.coerce.string() })),
    z.string(),
  ]),
});
const orderState = z.object({
  pagado: z.boolean(),
  // Asked with datos_adicionales: a reversal's date once Pagopar applied it ("Reversar un pedido pagado").
  datos_adicionales: z
    .array(z.looseObject({ fecha_reversion: z.string().nullable().optional() }))
    .nullable()
    .optional(),
  cancelado: z.boolean().optional().default(false),
  monto: z.coerce.string(),
  hash_pedido: z.string(),
  forma_pago_identificador: z.coerce.string().nullable().optional(),
});
const queryAnswer = z.object({
  respuesta: z.boolean(),
  resultado: z.union([z.array(orderState).min(1), z.string()]),
});
const notification = z.object({
  respuesta: z.boolean().optional(),
  resultado: z
    .array(z.looseObject({ hash_pedido: z.string().min(1).max(100), token: z.string().min(1).max(100) }))
    .min(1),
});

export interface PagoparOptions {
  publicKey: string;
  privateKey: string;
  apiUrl: string;
  checkoutUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function pagoparGateway(o: PagoparOptions): PaymentGateway {
  const fetchFn = o.fetch;
  const post = (path: string, body: unknown) => postJson(fetchFn, `${o.apiUrl}${path}`, body, o.timeoutMs);

  /** Pagopar charges guaranis only: a dollar order is converted at the store's rate, both amounts are stored. */
  const toPyg = (req: ChargeRequest, minor: number) => convertMinor(minor, req.currencyId, PYG, req.rates);
  /** Pagopar refuses a total outside Gs. 1.000–50.000.000: say so in the shopper's language before calling it. */
  const checkTotal = (req: ChargeRequest) => {
    const total = toPyg(req, req.amountMinor);
    if (total < PAGOPAR_MIN || total > PAGOPAR_MAX)
      throw new BuyerDataRefused('lines', 'paymentAmountOutOfRange');
    return total;
  };

  return {
    name: 'pagopar',
    methods: (kind) => (kind === 'paraguayan' ? METHODS : []),
    precheck: async (req) => void checkTotal(req),

    async createCharge(_tx, req) {
      const details = await req.details();
      const total = checkTotal(req);
      const items = pagoparLines(
        details.items.map((i) => ({
          name: i.name,
          quantity: i.quantity,
          productId: i.productId,
          pyg: toPyg(req, i.totalMinor),
        })),
        total,
      ).map((l) => ({
        ciudad: '1',
        nombre: l.name.slice(0, 200),
        cantidad: l.quantity,
        categoria: '909',
        public_key: o.publicKey,
        url_imagen: '',
        descripcion: l.name.slice(0, 200),
        id_producto: l.productId,
        precio_total: l.pyg,
        vendedor_telefono: '',
        vendedor_direccion: '',
        vendedor_direccion_referencia: '',
        vendedor_direccion_coordenadas: '',
      }));
      const b = details.buyer;
      const name = `${b.firstName} ${b.lastName}`.trim();
      const forma = req.method ? FORMA_PAGO[req.method as PaymentMethod] : undefined;
      const body = {
        token: sha1(o.privateKey + req.paymentExternalId + String(total)),
        comprador: {
          ruc: b.documentType === 'RUC' ? b.document : '',
          email: b.email,
          ciudad: 1,
          nombre: name,
          telefono: internationalPhone(b.phone),
          direccion: '',
          documento: (b.documentType === 'RUC' ? b.document.split('-')[0] : b.document).replace(/\D/g, ''),
          coordenadas: '',
          razon_social: b.companyName ?? name,
          tipo_documento: 'CI',
          direccion_referencia: '',
        },
        public_key: o.publicKey,
        monto_total: total,
        tipo_pedido: 'VENTA-COMERCIO',
        compras_items: items,
        fecha_maxima_pago: asuncionTime(req.expiresAt),
        id_pedido_comercio: req.paymentExternalId,
        descripcion_resumen: `Pedido ${details.orderNumber}`,
        ...(forma ? { forma_pago: forma } : {}),
      };
      const answer = startAnswer.safeParse(await post('/api/comercios/2.0/iniciar-transaccion', body));
      if (!answer.success) throw new ProviderRefused('pagopar: unexpected iniciar-transaccion answer');
      // "Listado de errores al iniciar transacción": a repeated id_pedido_comercio is refused with "El pedido ya
      // existe para ese comercio", without the hash; the order made by the first call can then never be shown.
      if (
        !answer.data.respuesta &&
        typeof answer.data.resultado === 'string' &&
        DUPLICATE.test(answer.data.resultado)
      )
        throw new ChargeAlreadyRequested(`pagopar: ${answer.data.resultado}`);
      if (!answer.data.respuesta || typeof answer.data.resultado === 'string')
        throw new ProviderRefused(`pagopar: ${String(answer.data.resultado)}`);
      const hash = answer.data.resultado[0].data;
      return {
        url: `${o.checkoutUrl}/${hash}${forma ? `?forma_pago=${forma}` : ''}`,
        reference: hash,
        providerAmountMinor: total,
        providerCurrencyId: PYG,
      };
    },

    async query(payment): Promise<ProviderState | null> {
      const answer = queryAnswer.safeParse(
        await post('/api/pedidos/1.1/traer', {
          hash_pedido: payment.reference,
          token: sha1(o.privateKey + 'CONSULTA'),
          token_publico: o.publicKey,
          datos_adicionales: true,
        }),
      );
      if (!answer.success || !answer.data.respuesta || typeof answer.data.resultado === 'string') return null;
      const s = answer.data.resultado[0];
      if (s.hash_pedido !== payment.reference) return null;
      const reversed = (s.datos_adicionales ?? []).some(
        (d) => typeof d.fecha_reversion === 'string' && d.fecha_reversion !== '',
      );
      return {
        status: reversed ? 'refunded' : s.pagado ? 'paid' : s.cancelado ? 'declined' : 'pending',
        amountMinor: Math.round(Number.parseFloat(s.monto)),
        currencyId: PYG,
        method: methodOf(s.forma_pago_identificador),
        instalments: 1,
      };
    },

    async refund(payment) {
      // "Reversar un pedido pagado" (soporte.pagopar.com): no idempotency key; the store's claim (refunds.ts) keeps it to one call.
      const answer = (await post('/api/pedidos/1.1/reversar', {
        hash_pedido: payment.reference,
        token: sha1(o.privateKey + 'PEDIDO-REVERSAR'),
        token_publico: o.publicKey,
      })) as { respuesta?: unknown; resultado?: unknown };
      if (answer?.respuesta !== true)
        throw new ProviderRefused(
          `pagopar: ${typeof answer?.resultado === 'string' ? answer.resultado : 'reversal refused'}`,
        );
      const first = Array.isArray(answer.resultado)
        ? (answer.resultado[0] as { tiempo_reversion?: unknown; transaccion?: unknown } | undefined)
        : undefined;
      // "Inmediata": applied; "Agendada" (asked a day after the payment, or late in the day): only scheduled, applied by
      // hand later; traer's datos_adicionales[].fecha_reversion says when it was.
      return {
        reference: `reversar:${payment.reference}`.slice(0, 100),
        pending: first?.tiempo_reversion !== 'Inmediata',
      };
    },

    verifyNotification(rawBody) {
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return null;
      }
      const parsed = notification.safeParse(json);
      if (!parsed.success) return null;
      const [first] = parsed.data.resultado;
      // The documented check; the token is the same for every notification of an order, so what it says (pagado)
      // is never applied: it only makes us ask Pagopar (query) for the order's real state.
      const expected = Buffer.from(sha1(o.privateKey + first.hash_pedido));
      const given = Buffer.from(first.token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return { references: [first.hash_pedido], reply: { status: 200, body: parsed.data.resultado } };
    },
  };
}
