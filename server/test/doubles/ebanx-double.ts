import { randomBytes } from 'node:crypto';
import { hostedPage, httpDouble, redirect, type ExtraRoute } from './http-double';

/**
 * EBANX as docs.ebanx.com and its PHP SDK (ebanx/benjamin src/Services/Gateways/{Pix,Boleto,Hosted,Query,Refund}.php)
 * describe it: /ws/direct (operation "request", payment{...}) answers {payment: {hash, status: "PE", pix:
 * {qr_code_value}, boleto_barcode, boleto_url, amount_br, amount_ext, currency_ext}, status: "SUCCESS"}; /ws/request
 * (Payment Page) answers redirect_url; /ws/query answers the payment; /ws/refund refunds a confirmed (CO) payment;
 * errors are {status: "ERROR", status_code, status_message} ("Error codes" page). Notifications ("Payment
 * Notification" page) are a form: operation=payment_status_change&notification_type=update&hash_codes=….
 * The Payment Page (/ws/request) takes only the payment_type_code values its guide lists for Brazil (docs.ebanx.com
 * docs/payments/guides/accept-payments/payment-pages/payment-page: _all, boleto, _tef, _creditcard, debitcard).
 * A refund ("Refund a Payment", docs/payments/guides/after-payments/refund-payment) goes Requested (RE) → Pending (PE)
 * → Confirmed (CO); `refundStatus` picks how a new one is answered, confirmRefund() confirms it later;
 * merchant_refund_code is unique per payment.
 * merchant_payment_code is unique too: a repeat is refused with BP-DR-0 "Payment already exists with
 * merchant_payment_code" ("API Error Codes", docs/resources/error-codes/api-error-codes), and /ws/query finds a
 * payment by it as well as by hash ("Retrieve a Payment", docs/payments/guides/after-payments/retrieve-payment).
 */
const PAYMENT_PAGE_TYPES_BR = ['_all', 'boleto', '_tef', '_creditcard', 'debitcard'];
export const EBANX_KEY = 'test-ebanx-integration-key';
const BRL_PER_USD = 5.4;

interface EbanxPayment {
  hash: string;
  request: Record<string, unknown>;
  status: 'PE' | 'CO' | 'CA';
  type: string;
  currency: string;
  amount: number;
  instalments: number;
  refunds: { id: string; status: string; merchant_refund_code?: string }[];
  chargeback?: { amount_ext: string; chargeback_date: string };
}

/**
 * With `hosted`, the double also serves EBANX's Payment Page (/ws/checkout?hash=: pay or decline), notifies the store
 * and sends the shopper to its response URL; and POST /__control/pay {merchant_payment_code} stands for a shopper
 * paying a PIX or boleto from their bank (the browser journeys).
 */
export async function ebanxDouble({
  port = 0,
  hosted,
}: { port?: number; hosted?: { apiUrl: string; siteUrl: string } } = {}) {
  let extra: ExtraRoute | undefined;
  const payments = new Map<string, EbanxPayment>();
  // refuse: the next payment requests are refused as "Amount reported is less than the minimum amount" (BP-DR-6, a
  // documented API error code), to stand for any refusal of a well-formed request.
  const control = { refundStatus: 'CO' as 'CO' | 'RE' | 'PE', refuse: false };
  const view = (p: EbanxPayment) => ({
    hash: p.hash,
    merchant_payment_code: p.request.merchant_payment_code,
    status: p.status,
    payment_type_code: p.type,
    currency_code: 'BRL',
    currency_ext: p.currency,
    amount_ext: p.amount.toFixed(2),
    amount_br: (p.currency === 'BRL' ? p.amount : p.amount * BRL_PER_USD).toFixed(2),
    amount_total: (p.currency === 'BRL' ? p.amount : p.amount * BRL_PER_USD).toFixed(2),
    instalments: String(p.instalments),
    due_date: '2026-11-26',
    ...(p.type === 'pix'
      ? {
          pix: {
            qr_code_value: `00020101021226800014br.gov.bcb.pix2558pix.ebanx.com/qr/${p.hash.slice(0, 20)}5204000053039865802BR6304ABCD`,
            expiration_date: '2026-11-23 13:00:00',
          },
        }
      : {}),
    ...(p.type === 'boleto'
      ? {
          boleto_url: `https://sandbox.ebanx.com/print/?hash=${p.hash}`,
          boleto_barcode: '34191760071244348372714245740007582570000010000',
        }
      : {}),
    refunds: p.refunds,
    ...(p.chargeback ? { chargeback: p.chargeback } : {}),
  });
  const error = (code: string, msg: string) => ({ status: 'ERROR', status_code: code, status_message: msg });
  const create = (
    request: Record<string, unknown>,
    payment: Record<string, unknown>,
    type: string,
    amount: unknown,
  ) => {
    if (control.refuse) return error('BP-DR-6', 'Amount reported is less than the minimum amount');
    const doc = String(payment.document ?? '');
    if (!/^\d{11}$/.test(doc)) return error('BP-DR-23', 'Field payment.document must be a valid CPF');
    const code = String(payment.merchant_payment_code);
    const existing = [...payments.values()].find((x) => x.request.merchant_payment_code === code);
    if (existing)
      return error(
        'BP-DR-0',
        `Payment already exists with merchant_payment_code: ${code} (created on 2026-11-23, status is ${existing.status})`,
      );
    const p: EbanxPayment = {
      hash: randomBytes(20).toString('hex'),
      request: payment,
      status: 'PE',
      type,
      currency: String(payment.currency_code),
      amount: Number(amount),
      instalments: 1,
      refunds: [],
    };
    payments.set(p.hash, p);
    return p;
  };
  let base = '';
  const double = await httpDouble(
    (path, body) => {
      if (body.integration_key !== EBANX_KEY) return error('DA-1', 'Invalid integration key');
      if (path === '/ws/direct') {
        const payment = (body.payment ?? {}) as Record<string, unknown>;
        if (
          body.operation !== 'request' ||
          !payment.merchant_payment_code ||
          !payment.currency_code ||
          payment.amount_total === undefined
        )
          return error('BP-DR-2', 'Field payment is required');
        // A boleto carries its payer's address (Brazil Direct API boleto page; benjamin PaymentAdapter::transformPayment).
        const missing = ['address', 'street_number', 'city', 'state', 'zipcode'].find(
          (f) => !String(payment[f] ?? '').trim(),
        );
        if (payment.payment_type_code === 'boleto' && missing)
          return error('BP-DR-ADDR', `Field payment.${missing} is required`);
        const p = create(body, payment, String(payment.payment_type_code), payment.amount_total);
        return 'hash' in p ? { payment: view(p), status: 'SUCCESS' } : p;
      }
      if (path === '/ws/request') {
        // (The status code is the double's own; the guide names the values, not the error.)
        if (!PAYMENT_PAGE_TYPES_BR.includes(String(body.payment_type_code)))
          return error('BP-R-PTC', `Invalid payment_type_code: ${String(body.payment_type_code)}`);
        const p = create(body, body, String(body.payment_type_code), body.amount);
        return 'hash' in p
          ? { payment: view(p), redirect_url: `${base}/ws/checkout?hash=${p.hash}`, status: 'SUCCESS' }
          : p;
      }
      if (path === '/ws/query') {
        const p =
          body.hash !== undefined
            ? payments.get(String(body.hash))
            : [...payments.values()].find(
                (x) => x.request.merchant_payment_code === body.merchant_payment_code,
              );
        return p ? { payment: view(p), status: 'SUCCESS' } : error('BP-QUERY-1', 'Payment not found');
      }
      if (path === '/ws/refund') {
        const p = payments.get(String(body.hash));
        if (!p) return error('BP-REF-1', 'Payment not found');
        if (p.status !== 'CO') return error('BP-REF-CAN-2', 'Payment cannot be refunded: status is not CO');
        if (
          p.refunds.some(
            (r) => r.merchant_refund_code === String(body.merchant_refund_code) && r.status !== 'CA',
          )
        )
          return error('BP-REF-7', 'Refund already requested with this merchant_refund_code');
        const refund = {
          id: String(1000 + p.refunds.length),
          status: control.refundStatus,
          merchant_refund_code: String(body.merchant_refund_code),
          amount_ext: String(body.amount),
        };
        p.refunds.push(refund);
        return { payment: view(p), refund, status: 'SUCCESS' };
      }
      return error('BP-0', 'Unknown route');
    },
    { port, extra: () => extra },
  );
  base = double.url;
  const notification = (hashes: string[], type: 'update' | 'refund' | 'chargeback' = 'update') =>
    `operation=payment_status_change&notification_type=${type}&hash_codes=${hashes.join(',')}`;
  if (hosted) {
    const notify = (hash: string) =>
      fetch(`${hosted.apiUrl}/ecom/pagamentos/ebanx`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: notification([hash]),
      });
    extra = async ({ method, path, query, raw }, res) => {
      if (path === '/__control/pay' && method === 'POST') {
        const code = (JSON.parse(raw || '{}') as { merchant_payment_code?: string }).merchant_payment_code;
        const p = [...payments.values()].find((x) => x.request.merchant_payment_code === code);
        if (!p) return Boolean(res.writeHead(404).end('not found'));
        p.status = 'CO';
        await notify(p.hash);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ hash: p.hash }));
        return true;
      }
      if (path !== '/ws/checkout') return false;
      const p = payments.get(query.get('hash') ?? '');
      if (!p) return Boolean(res.writeHead(404).end('not found'));
      if (method === 'GET') {
        hostedPage(res, {
          lang: 'pt-BR',
          title: 'EBANX — Pagamento',
          amount: `${p.currency} ${p.amount.toFixed(2)}`,
        });
        return true;
      }
      p.status = new URLSearchParams(raw).get('decision') === 'approve' ? 'CO' : 'CA';
      await notify(p.hash);
      redirect(res, `${hosted.siteUrl}/checkout/payment`);
      return true;
    };
  }
  return {
    ...double,
    payments,
    byCode: (merchantCode: string) =>
      [...payments.values()].find((p) => p.request.merchant_payment_code === merchantCode)!,
    confirm: (hash: string, instalments = 1) =>
      Object.assign(payments.get(hash)!, { status: 'CO', instalments }),
    cancel: (hash: string) => Object.assign(payments.get(hash)!, { status: 'CA' }),
    control,
    /** EBANX confirms a refund (the customer has the money), or one made from EBANX's dashboard. */
    confirmRefund: (hash: string) => {
      const p = payments.get(hash)!;
      if (!p.refunds.length) p.refunds.push({ id: String(1000), status: 'CO' });
      for (const r of p.refunds) r.status = 'CO';
    },
    /** The buyer's card issuer took the money back; EBANX's query now shows it (and notifies, type "chargeback"). */
    chargeback: (hash: string) => {
      const p = payments.get(hash)!;
      p.chargeback = { amount_ext: p.amount.toFixed(2), chargeback_date: '2026-11-25' };
    },
    /** The notification EBANX posts: only hash codes (and its type: update, refund, chargeback). */
    notification,
  };
}
export type EbanxDouble = Awaited<ReturnType<typeof ebanxDouble>>;
