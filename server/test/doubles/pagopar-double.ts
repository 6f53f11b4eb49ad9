import { createHash, randomBytes } from 'node:crypto';
import { hostedPage, httpDouble, redirect, type ExtraRoute } from './http-double';

/**
 * Pagopar as its API page documents it ("API - Integración de medios de pagos", soporte.pagopar.com; the markdown copy
 * dancoLgh/documentacion-PagoPar-Py docs/source/articles/api-integracion-medios-pagos.md, steps 1–4, and
 * "Reversar pedido" sha1(private key + 'PEDIDO-REVERSAR') from Pagopar's API docs):
 * - iniciar-transaccion checks token = sha1(private key + id_pedido_comercio + strval(floatval(monto_total))) and
 *   answers {respuesta, resultado: [{data: hash, pedido}]} or {respuesta: false, resultado: "Token no coincide."};
 * - pedidos/1.1/traer checks sha1(private key + "CONSULTA") and answers the order's state;
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
  forma: string;
}

/**
 * With `hosted`, the double also serves Pagopar's checkout page (/pagos/{hash}: pay or decline), then notifies the
 * store as step 3 says and sends the shopper to the shop's result page, as Pagopar does (the browser journeys).
 */
export async function pagoparDouble({ port = 0, hosted }: { port?: number; hosted?: { apiUrl: string; siteUrl: string } } = {}) {
  let extra: ExtraRoute | undefined;
  const orders = new Map<string, PagoparOrder>();
  let seq = 1700;
  const state = (o: PagoparOrder, token: string) => ({
    pagado: o.paid && !o.reversed,
    numero_comprobante_interno: '8230473',
    ultimo_mensaje_error: null,
    forma_pago: 'Tarjetas de crédito/débito',
    fecha_pago: o.paid ? '2026-11-23 12:10:00.52895' : null,
    monto: `${o.amount}.00`,
    fecha_maxima_pago: String(o.body.fecha_maxima_pago),
    hash_pedido: o.hash,
    numero_pedido: String(o.number),
    cancelado: o.cancelled,
    forma_pago_identificador: o.forma,
    token,
  });
  const double = await httpDouble((path, body) => {
    if (path === '/api/comercios/2.0/iniciar-transaccion') {
      const total = Number(body.monto_total);
      if (body.public_key !== PAGOPAR_PUBLIC || body.token !== sha1(PAGOPAR_PRIVATE + String(body.id_pedido_comercio) + String(Number.parseFloat(String(total))))) {
        return { respuesta: false, resultado: 'Token no coincide.' };
      }
      const items = body.compras_items as { precio_total: number }[];
      if (items.reduce((s, i) => s + i.precio_total, 0) !== total) return { respuesta: false, resultado: 'La suma de los items no coincide con el monto total.' };
      const hash = randomBytes(32).toString('hex');
      const order = { hash, number: ++seq, body, amount: total, paid: false, cancelled: false, reversed: false, forma: String(body.forma_pago ?? '9') };
      orders.set(hash, order);
      return { respuesta: true, resultado: [{ data: hash, pedido: String(order.number) }] };
    }
    if (path === '/api/pedidos/1.1/traer') {
      if (body.token !== sha1(PAGOPAR_PRIVATE + 'CONSULTA') || body.token_publico !== PAGOPAR_PUBLIC) return { respuesta: false, resultado: 'Token no corresponde.' };
      const o = orders.get(String(body.hash_pedido));
      return o ? { respuesta: true, resultado: [state(o, String(body.token))] } : { respuesta: false, resultado: 'No existe el pedido.' };
    }
    if (path === '/api/pedidos/1.1/reversar') {
      if (body.token !== sha1(PAGOPAR_PRIVATE + 'PEDIDO-REVERSAR') || body.token_publico !== PAGOPAR_PUBLIC) return { respuesta: false, resultado: 'Token no corresponde.' };
      const o = orders.get(String(body.hash_pedido));
      if (!o || !o.paid || o.reversed) return { respuesta: false, resultado: 'El pedido no puede reversarse.' };
      o.reversed = true;
      return { respuesta: true, resultado: [{ hash_pedido: o.hash }] };
    }
    return { respuesta: false, resultado: 'Ruta desconocida' };
  }, { port, extra: () => extra });
  const notification = (hash: string, over: { token?: string; pagado?: boolean } = {}) => {
    const o = orders.get(hash)!;
    const s = state(o, over.token ?? sha1(PAGOPAR_PRIVATE + hash));
    return { resultado: [{ ...s, ...(over.pagado === undefined ? {} : { pagado: over.pagado }) }], respuesta: true };
  };
  if (hosted) {
    extra = async ({ method, path, raw }, res) => {
      const m = /^\/pagos\/([0-9a-f]{64})$/.exec(path);
      const o = m ? orders.get(m[1]) : undefined;
      if (!m) return false;
      if (!o) return Boolean(res.writeHead(404).end('not found'));
      if (method === 'GET') {
        hostedPage(res, { lang: 'es-PY', title: 'Pagopar — Checkout', amount: `Gs. ${o.amount.toLocaleString('es-PY')}` });
        return true;
      }
      if (new URLSearchParams(raw).get('decision') === 'approve') o.paid = true;
      else o.cancelled = true;
      await fetch(`${hosted.apiUrl}/ecom/pagamentos/pagopar`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(notification(o.hash)) });
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
    /** Step 3's body for this order, signed as Pagopar signs it (or with another token, or claiming another state). */
    notification,
  };
}
export type PagoparDouble = Awaited<ReturnType<typeof pagoparDouble>>;
