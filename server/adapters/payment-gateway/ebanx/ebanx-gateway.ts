import { z } from 'zod';
import type { PaymentMethod } from '../../../../lib/contract/checkout';
import {
  CURRENCY_BY_CODE,
  convertMinor,
  currencyById,
  majorToMinor,
  minorToMajor,
} from '../../../../lib/money';
import { isValidCpf } from '../../../../lib/validators';
import { postJson } from '../provider-http';
import {
  BuyerDataRefused,
  ChargeAlreadyRequested,
  ProviderRefused,
  type ChargeAddress,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type ProviderState,
} from '../types';

/**
 * EBANX (docs.ebanx.com, and EBANX's PHP SDK ebanx/benjamin src/Services/Gateways/{Pix,Boleto,Hosted,Query,Refund}.php):
 *  - PIX and boleto through the Direct API (POST /ws/direct, operation "request", mode "full"): the answer carries
 *    the PIX copy-and-paste code (payment.pix.qr_code_value) or the boleto line and PDF (boleto_barcode, boleto_url),
 *    which our own payment page shows;
 *  - card (1–10 instalments) through the Payment Page (POST /ws/request → redirect_url): card data is typed on EBANX's
 *    page, never on ours (PCI SAQ-A);
 *  - payment notifications ("Payment Notification" page) carry only operation, notification_type and hash_codes: the
 *    store queries each hash (POST /ws/query, "Retrieve a Payment") and believes only that answer;
 *  - refunds: POST /ws/refund, operation "request" ("Refund a Payment"), only for confirmed (CO) payments.
 * Amounts are sent in the order's currency when EBANX prices in it (BRL, USD); EBANX converts to reais for the
 * shopper and answers amount_br, which the payment page shows.
 */
const METHODS: readonly PaymentMethod[] = ['PIX', 'CARTAO', 'VOUCHER'];
const USD = 2;
const MAX_INSTALMENTS = 10;

const ebanxError = z.object({
  status: z.literal('ERROR'),
  status_code: z.string().optional(),
  status_message: z.string().optional(),
});
const paymentSchema = z.looseObject({
  hash: z.string().min(1).max(100),
  merchant_payment_code: z.string().optional(),
  status: z.string(),
  payment_type_code: z.string().optional(),
  currency_code: z.string().optional(),
  currency_ext: z.string().optional(),
  amount_total: z.coerce.number().optional(),
  amount_ext: z.coerce.number().optional(),
  amount_br: z.coerce.number().optional(),
  instalments: z.coerce.number().int().optional(),
  due_date: z.string().optional(),
  boleto_url: z.string().optional(),
  boleto_barcode: z.string().optional(),
  pix: z
    .looseObject({ qr_code_value: z.string().optional(), expiration_date: z.string().optional() })
    .optional(),
  refunds: z.array(z.looseObject({ status: z.string() })).optional(),
  // A chargeback on the payment, as the query reports it (see query() and decision 0039): believed only from here.
  chargeback: z.looseObject({}).nullish().catch(null),
});
const paymentAnswer = z.looseObject({
  status: z.literal('SUCCESS'),
  payment: paymentSchema,
  redirect_url: z.string().optional(),
});

function methodOf(typeCode: string | undefined): PaymentMethod | null {
  if (!typeCode) return null;
  if (typeCode === 'pix') return 'PIX';
  if (typeCode === 'boleto') return 'VOUCHER';
  return 'CARTAO';
}

/**
 * A boleto's payer address, as EBANX's Brazil Direct API boleto page (docs.ebanx.com
 * docs/payments/guides/accept-payments/api/brazil/boleto) and its SDK (ebanx/benjamin
 * src/Services/Adapters/PaymentAdapter.php transformPayment) send it: address, street_number, street_complement,
 * city, state (UF), zipcode (CEP digits), country. Without one the buyer is asked for it before EBANX is called.
 */
function boletoAddress(a: ChargeAddress | null) {
  const zipcode = a?.postalCode?.replace(/\D/g, '') ?? '';
  if (!a || !a.state || zipcode.length !== 8 || !a.street.trim() || !a.city)
    throw new BuyerDataRefused('addressId', 'boletoAddressRequired');
  return {
    address: a.street.trim().slice(0, 100),
    street_number: a.number.trim().slice(0, 20) || 'S/N',
    ...(a.complement?.trim() ? { street_complement: a.complement.trim().slice(0, 100) } : {}),
    city: a.city,
    state: a.state,
    zipcode,
  };
}

/** EBANX's code for a repeated merchant_payment_code ("API Error Codes" page). */
const DUPLICATE_CODE = 'BP-DR-0';

/** EBANX prices in BRL or USD; another currency is converted to dollars at the store's rate. */
function priced(req: ChargeRequest) {
  let currencyId = req.currencyId;
  let amountMinor = req.amountMinor;
  if (currencyId !== 1 && currencyId !== USD) {
    amountMinor = convertMinor(req.amountMinor, req.currencyId, USD, req.rates);
    currencyId = USD;
  }
  const provider =
    currencyId === req.currencyId ? {} : { providerAmountMinor: amountMinor, providerCurrencyId: currencyId };
  return { currency: currencyById(currencyId), amountMinor, provider };
}

/** A PIX or boleto payment as our own payment page shows it (the Direct API answer, or a query's). */
function directResult(
  req: ChargeRequest,
  p: z.infer<typeof paymentSchema>,
  provider: ReturnType<typeof priced>['provider'],
): ChargeResult {
  return {
    url: req.returnUrl,
    reference: p.hash,
    ...provider,
    instructions: {
      pixCode: p.pix?.qr_code_value,
      boletoLine: p.boleto_barcode,
      boletoUrl: p.boleto_url,
      localAmountMinor:
        p.amount_br !== undefined ? majorToMinor(p.amount_br, CURRENCY_BY_CODE.BRL) : undefined,
      localCurrency: p.amount_br !== undefined ? 'BRL' : undefined,
      expiresAt: p.pix?.expiration_date ?? p.due_date,
    },
  };
}

export interface EbanxOptions {
  integrationKey: string;
  apiUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

export function ebanxGateway(o: EbanxOptions): PaymentGateway {
  const fetchFn = o.fetch;
  const post = async (path: string, body: Record<string, unknown>) => {
    const raw = await postJson(
      fetchFn,
      `${o.apiUrl}${path}`,
      { integration_key: o.integrationKey, ...body },
      o.timeoutMs,
    );
    const failed = ebanxError.safeParse(raw);
    if (failed.success)
      throw new ProviderRefused(
        `ebanx ${failed.data.status_code ?? ''}: ${failed.data.status_message ?? 'error'}`,
      );
    const ok = paymentAnswer.safeParse(raw);
    if (!ok.success) throw new ProviderRefused(`ebanx: unexpected answer from ${path}`);
    return ok.data;
  };

  /** What EBANX would refuse without being asked: a Brazilian payment needs a valid CPF, a boleto its payer's address. */
  async function checkBuyer(req: ChargeRequest) {
    const details = await req.details();
    const b = details.buyer;
    if (b.documentType !== 'CPF' || !isValidCpf(b.document))
      throw new BuyerDataRefused('document', 'cpfRequiredForPayment');
    const boleto = req.method === 'VOUCHER' ? boletoAddress((await req.address?.()) ?? null) : {};
    return { b, boleto };
  }

  /**
   * "Retrieve a Payment" (docs.ebanx.com docs/payments/guides/after-payments/retrieve-payment; ebanx/benjamin
   * src/Services/PaymentInfo.php findByMerchantPaymentCode): /ws/query takes merchant_payment_code instead of the hash.
   * A PIX or boleto is whole from the query; a Payment Page's redirect_url is documented only in /ws/request's
   * answer, so a card payment found without one cannot be shown again (ChargeAlreadyRequested: nobody can pay it).
   */
  async function findCharge(req: ChargeRequest): Promise<ChargeResult | null> {
    let answer;
    try {
      answer = await post('/ws/query', { merchant_payment_code: req.paymentExternalId });
    } catch (error) {
      if (error instanceof ProviderRefused) return null;
      throw error;
    }
    const p = answer.payment;
    if (p.merchant_payment_code !== undefined && p.merchant_payment_code !== req.paymentExternalId)
      return null;
    const { provider } = priced(req);
    if (p.payment_type_code === 'pix' || p.payment_type_code === 'boleto')
      return directResult(req, p, provider);
    if (answer.redirect_url) return { url: answer.redirect_url, reference: p.hash, ...provider };
    throw new ChargeAlreadyRequested('ebanx: the Payment Page of this payment cannot be had again');
  }

  return {
    name: 'ebanx',
    idempotentRefunds: true,
    methods: (kind) => (kind === 'brazilian' ? METHODS : []),

    precheck: (req) => checkBuyer(req).then(() => undefined),

    async createCharge(_tx, req): Promise<ChargeResult> {
      const { b, boleto } = await checkBuyer(req);
      const { currency, amountMinor, provider } = priced(req);
      const customer = {
        name: `${b.firstName} ${b.lastName}`.trim(),
        email: b.email,
        document: b.document.replace(/\D/g, ''),
        country: 'br',
        phone_number: b.phone.replace(/\D/g, ''),
      };
      try {
        if (req.method === 'PIX' || req.method === 'VOUCHER') {
          const answer = await post('/ws/direct', {
            operation: 'request',
            mode: 'full',
            payment: {
              ...customer,
              payment_type_code: req.method === 'PIX' ? 'pix' : 'boleto',
              merchant_payment_code: req.paymentExternalId,
              currency_code: currency.code,
              amount_total: minorToMajor(amountMinor, currency),
              ...(req.method === 'VOUCHER'
                ? {
                    ...boleto,
                    due_date: req.expiresAt.toISOString().slice(0, 10).split('-').reverse().join('/'),
                  }
                : {}),
            },
          });
          return directResult(req, answer.payment, provider);
        }
        // Card (or no choice yet): EBANX's hosted Payment Page. Its guide for Brazil (docs.ebanx.com "Payment Page",
        // docs/payments/guides/accept-payments/payment-pages/payment-page) lists payment_type_code _all, boleto, _tef,
        // _creditcard and debitcard: "_creditcard" is every credit card brand, "_all" lets the page ask.
        const answer = await post('/ws/request', {
          ...customer,
          payment_type_code: req.method === 'CARTAO' ? '_creditcard' : '_all',
          merchant_payment_code: req.paymentExternalId,
          currency_code: currency.code,
          amount: minorToMajor(amountMinor, currency),
          instalments: `1-${MAX_INSTALMENTS}`,
        });
        if (!answer.redirect_url) throw new ProviderRefused('ebanx: no redirect_url');
        return { url: answer.redirect_url, reference: answer.payment.hash, ...provider };
      } catch (error) {
        // "API Error Codes" (docs.ebanx.com docs/resources/error-codes/api-error-codes): BP-DR-0 "Payment already
        // exists with merchant_payment_code" — an earlier call under this key reached EBANX: answer with that payment.
        if (!(error instanceof ProviderRefused) || !error.message.startsWith(`ebanx ${DUPLICATE_CODE}:`))
          throw error;
        const found = await findCharge(req);
        if (!found) throw new ChargeAlreadyRequested(error.message);
        return found;
      }
    },

    findCharge,

    async query(payment): Promise<ProviderState | null> {
      let answer;
      try {
        answer = await post('/ws/query', { hash: payment.reference });
      } catch (error) {
        if (error instanceof ProviderRefused) return null;
        throw error;
      }
      const p = answer.payment;
      if (p.hash !== payment.reference) return null;
      const code = p.currency_ext ?? p.currency_code;
      const amount = p.amount_ext ?? p.amount_total;
      const currency =
        code && code in CURRENCY_BY_CODE ? CURRENCY_BY_CODE[code as keyof typeof CURRENCY_BY_CODE] : null;
      if (!currency || amount === undefined) return null;
      const refunded = (p.refunds ?? []).some((r) => r.status === 'CO');
      // A chargeback is applied only when EBANX's own query says so, never from a notification: an unsigned
      // notification_type=chargeback only makes us ask (decision 0039, "Chargebacks").
      const chargedBack = p.status === 'CO' && !!p.chargeback;
      return {
        status: refunded
          ? 'refunded'
          : chargedBack
            ? 'chargeback'
            : p.status === 'CO'
              ? 'paid'
              : p.status === 'CA'
                ? 'declined'
                : 'pending',
        amountMinor: majorToMinor(amount, currency),
        currencyId: currency.id,
        method: methodOf(p.payment_type_code),
        instalments: Math.min(Math.max(p.instalments ?? 1, 1), MAX_INSTALMENTS),
      };
    },

    async refund(payment) {
      const answer = await post('/ws/refund', {
        operation: 'request',
        hash: payment.reference,
        amount: minorToMajor(payment.amountMinor, currencyById(payment.currencyId)),
        description: 'Pedido estornado pela loja',
        merchant_refund_code: `refund-${payment.paymentExternalId}`.slice(0, 40),
      });
      // "Refund a Payment" (docs.ebanx.com docs/payments/guides/after-payments/refund-payment): a refund is Requested
      // (RE), then Pending (PE), then Confirmed (CO) when the customer has the money; only CO is done. The query's
      // refunds[] says when a pending one is. merchant_refund_code is the idempotency key: one refund per payment.
      const refund = (answer as { refund?: { id?: unknown; status?: unknown } }).refund;
      return {
        reference: String(refund?.id ?? `refund-${payment.paymentExternalId}`),
        pending: refund?.status !== 'CO',
      };
    },

    verifyNotification(rawBody, headers) {
      // EBANX posts a form (application/x-www-form-urlencoded); JSON is read too.
      const type = String(headers['content-type'] ?? '');
      let fields: Record<string, unknown>;
      try {
        fields = type.includes('json')
          ? (JSON.parse(rawBody) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(rawBody));
      } catch {
        return null;
      }
      if (fields.operation !== 'payment_status_change' || typeof fields.hash_codes !== 'string') return null;
      const hashes = fields.hash_codes
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean);
      if (!hashes.length || hashes.length > 50 || hashes.some((h) => !/^[A-Za-z0-9]{1,64}$/.test(h)))
        return null;
      return { references: [...new Set(hashes)], reply: { status: 200, body: 'OK' } };
    },
  };
}
