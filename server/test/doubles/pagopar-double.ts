import { createHash, randomBytes } from 'node:crypto';
import { hostedPage, httpDouble, redirect, type ExtraRoute } from './http-double';

/**
 * Pagopar as its API page documents it ("API - Integración de medios de pagos", soporte.pagopar.com; the markdown copy
 * dancoLgh/documentacion-PagoPar-Py docs/source/articles/api-integracion-medios-pagos.md, steps 1–4, and
 * "Reversar pedido" sha1(private key + 'PEDIDO-REVERSAR') from Pagopar's API docs):
 * - iniciar-transaccion checks token = sha1(private key + id_pedido_comercio + strval(floatval(monto_total))) and
 *   answers {respuesta, resultado: [{data: hash, pedido}]} or {respuesta: false, resultado: "Token no coincide."};
 * - iniciar-transaccion refuses, as "Listado de errores al iniciar transacción" (soporte.pagopar.com; the copy
 *   dancoLgh/documentacion-PagoPar-Py docs/source/articles/listado-de-errores-al-iniciar-transacci-n.md) lists, a
 *   total outside Gs. 1.000–50.000.000 and any compras_items line under Gs. 1.000; the lines must add up to the total;
 * - pedidos/1.1/traer checks sha1(private key + "CONSULTA") and answers the order's state, with datos_adicionales
 *   (fecha_reversion) when asked;
 * - pedidos/1.1/reversar ("Reversar un pedido pagado", soporte.pagopar.com kb article 387583000000632015) answers
 *   tiempo_reversion "Inmediata" (applied: pagado false) or, with `reversal = 'scheduled'`, "Agendada" (applied later
 *   by hand: applyScheduled); a second reversal is refused;
 * - a repeated id_pedido_comercio is refused with "El pedido ya existe para ese comercio" (the errors list above:
 *   the id must be unique), without the hash of the order made first;
 * - notification bodies are step 3's example with token = sha1(private key + hash_pedido).
 */
export const PAGOPAR_PUBLIC = 'test-pagopar-public-key';
export const PAGOPAR_PRIVATE = 'test-pagopar-private-key';
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

interface PagoparOrder {
  hash: string;
  number: number;
  body: Record<string, unknown>;
  amount: number;
  paid: boolean;
  cancelled: boolean;
  reversed: boolean;
  /** Asked for, "Agendada", not applied yet. */
  scheduled: boolean;
  reversedAt: string | null;
  forma: string;
}

/**
 * With `hosted`, the double also serves Pagopar's checkout page (/pagos/{hash}: pay or decline), then notifies the
 * store as step 3 says and sends the shopper to the shop's result page, as Pagopar does (the browser journeys).
 */
export async function pagoparDouble({
  port = 0,
  hosted,
}: { port?: number; hosted?: { apiUrl: string; siteUrl: string } } = {}) {
  let extra: ExtraRoute | undefined;
  const orders = new Map<string, PagoparOrder>();
  let seq = 1700;
  const control = { reversal: 'immediate' as 'immediate' | 'scheduled' };
  const state = (o: PagoparOrder, token: string, extra = false) => ({
    pagado: o.paid && !o.reversed,
    numero_comprobante_interno: '8230473',
    ultimo_mensaje_error: null,
    forma_pago: 'Tarjetas de crédito/débito',
    fecha_pago: o.paid ? '2026-11-23 12:10:00.52895' : null,
    monto: `${o.amount}.00`,
    fecha_maxima_pago: String(o.body.fecha_maxima_pago),
    hash_pedido: o.hash,
    numero_pedido: String(o.number),
    cancelado: o.cancelled || o.reversed,
    forma_pago_identificador: o.forma,
    token,
    ...(extra
      ? {
          datos_adicionales: [
            {
              fecha_respuesta: o.paid ? '2026-11-23T12:10:00' : null,
              fecha_reversion: o.reversedAt,
              estado_transaccion: o.reversed ? 3 : 2,
            },
          ],
        }
      : {}),
  });
  const double = await httpDouble(
    (path, body) => {
      if (path === '/api/comercios/2.0/iniciar-transaccion') {
        const total = Number(body.monto_total);
        if (
          body.public_key !== PAGOPAR_PUBLIC ||
          body.token !==
            sha1(PAGOPAR_PRIVATE + String(body.id_pedido_comercio) + String(Number.parseFloat(String(total))))
        ) {
          return { respuesta: false, resultado: 'Token no coincide.' };
        }
        if (!(total >= 1000 && total <= 50_000_000))
          return { respuesta: false, resultado: 'Monto debe ser mínimo Gs. 1.000 o máximo de Gs. 50.000.00' };
        const items = body.compras_items as { precio_total: number }[];
        if (items.some((i) => !(i.precio_total >= 1000)))
          return { respuesta: false, resultado: 'El precio mínimo de cada item debe ser de Gs. 1.000' };
        if (items.reduce((s, i) => s + i.precio_total, 0) !== total)
          return { respuesta: false, resultado: 'La suma de los items no coincide con el monto total.' };
        if ([...orders.values()].some((o) => o.body.id_pedido_comercio === body.id_pedido_comercio))
          return { respuesta: false, resultado: 'El pedido ya existe para ese comercio' };
        const hash = randomBytes(32).toString('hex');
        const order = {
          hash,
          number: ++seq,
          body,
          amount: total,
          paid: false,
          cancelled: false,
          reversed: false,
          scheduled: false,
          reversedAt: null,
          forma: String(body.forma_pago ?? '9'),
        };
        orders.set(hash, order);
        return { respuesta: true, resultado: [{ data: hash, pedido: String(order.number) }] };
      }
      if (path === '/api/pedidos/1.1/traer') {
        if (body.token !== sha1(PAGOPAR_PRIVATE + 'CONSULTA') || body.token_publico !== PAGOPAR_PUBLIC)
          return { respuesta: false, resultado: 'Token no corresponde.' };
        const o = orders.get(String(body.hash_pedido));
        return o
          ? { respuesta: true, resultado: [state(o, String(body.token), body.datos_adicionales === true)] }
          : { respuesta: false, resultado: 'No existe el pedido.' };
      }
      if (path === '/api/pedidos/1.1/reversar') {
        if (body.token !== sha1(PAGOPAR_PRIVATE + 'PEDIDO-REVERSAR') || body.token_publico !== PAGOPAR_PUBLIC)
          return { respuesta: false, resultado: 'Token no corresponde.' };
        const o = orders.get(String(body.hash_pedido));
        if (!o || !o.paid || o.reversed || o.scheduled)
          return { respuesta: false, resultado: 'El pedido no puede reversarse.' };
        const base = {
          pedido: String(o.number),
          hash: o.hash,
          forma_pago: o.forma,
          transaccion: '2434418',
          estado_transaccion: '2',
        };
        if (control.reversal === 'scheduled') {
          o.scheduled = true;
          return { respuesta: true, resultado: [{ ...base, tiempo_reversion: 'Agendada' }] };
        }
        Object.assign(o, { reversed: true, reversedAt: '2026-11-23T12:55:00' });
        return {
          respuesta: true,
          resultado: [
            {
              ...base,
              tiempo_reversion: 'Inmediata',
              otros_datos: { fecha_reversion: o.reversedAt },
              pagado: false,
            },
          ],
        };
      }
      return { respuesta: false, resultado: 'Ruta desconocida' };
    },
    { port, extra: () => extra },
  );
  const notification = (hash: string, over: { token?: string; pagado?: boolean } = {}) => {
    const o = orders.get(hash)!;
    const s = state(o, over.token ?? sha1(PAGOPAR_PRIVATE + hash));
    return {
      resultado: [{ ...s, ...(over.pagado === undefined ? {} : { pagado: over.pagado }) }],
      respuesta: true,
    };
  };
  if (hosted) {
    extra = async ({ method, path, raw }, res) => {
      const m = /^\/pagos\/([0-9a-f]{64})$/.exec(path);
      const o = m ? orders.get(m[1]) : undefined;
      if (!m) return false;
      if (!o) return Boolean(res.writeHead(404).end('not found'));
      if (method === 'GET') {
        hostedPage(res, {
          lang: 'es-PY',
          title: 'Pagopar — Checkout',
          amount: `Gs. ${o.amount.toLocaleString('es-PY')}`,
        });
        return true;
      }
      if (new URLSearchParams(raw).get('decision') === 'approve') o.paid = true;
      else o.cancelled = true;
      await fetch(`${hosted.apiUrl}/ecom/pagamentos/pagopar`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notification(o.hash)),
      });
      redirect(res, `${hosted.siteUrl}/es-PY/checkout/payment`);
      return true;
    };
  }
  return {
    ...double,
    orders,
    /** The shopper paid on Pagopar's page. */
    pay: (hash: string, forma = '9') => Object.assign(orders.get(hash)!, { paid: true, forma }),
    cancel: (hash: string) => Object.assign(orders.get(hash)!, { cancelled: true }),
    /** How the next reversal is answered: "Inmediata" or "Agendada". */
    control,
    /** Pagopar applies a scheduled reversal (or one made from its own panel): traer shows fecha_reversion. */
    applyReversal: (hash: string) =>
      Object.assign(orders.get(hash)!, {
        reversed: true,
        scheduled: false,
        reversedAt: '2026-11-24T09:00:00',
      }),
    /** Step 3's body for this order, signed as Pagopar signs it (or with another token, or claiming another state). */
    notification,
  };
}
export type PagoparDouble = Awaited<ReturnType<typeof pagoparDouble>>;
