import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { ebanxGateway } from '../../adapters/payment-gateway/ebanx/ebanx-gateway';
import { pagoparGateway } from '../../adapters/payment-gateway/pagopar/pagopar-gateway';
import { sandboxGateway } from '../../adapters/payment-gateway/sandbox/sandbox-gateway';
import type { PaymentGateway } from '../../adapters/payment-gateway/types';
import type { ExchangeRateService } from '../exchange-rates';

/**
 * The one place payment adapters are built and chosen (docs/decisions/0027-payment-providers.md): configuration picks
 * a provider per buyer kind (PAYMENT_PROVIDER_PY, PAYMENT_PROVIDER_BR); the sandbox exists only when one of them is
 * the sandbox, which configuration refuses in production.
 */
export function paymentGateways({
  db,
  config,
  rates,
  fetch: fetchFn,
}: {
  db: Db;
  config: Pick<ApiConfig, 'payments' | 'publicUrl' | 'keys'>;
  rates: ExchangeRateService;
  fetch?: typeof fetch;
}) {
  const p = config.payments;
  const book = async () => (await rates.get()).rates;
  const sandbox = p.paraguayan === 'sandbox' || p.brazilian === 'sandbox' ? sandboxGateway({ db, publicUrl: config.publicUrl, webhookKey: config.keys.webhook }) : null;
  const pagopar = p.paraguayan === 'pagopar' ? pagoparGateway({ ...p.pagopar, timeoutMs: p.timeoutMs, rates: book, fetch: fetchFn }) : null;
  const ebanx = p.brazilian === 'ebanx' ? ebanxGateway({ ...p.ebanx, timeoutMs: p.timeoutMs, rates: book, fetch: fetchFn }) : null;
  const paraguayan: PaymentGateway | null = p.paraguayan === 'pagopar' ? pagopar : p.paraguayan === 'sandbox' ? sandbox : null;
  const brazilian: PaymentGateway | null = p.brazilian === 'ebanx' ? ebanx : p.brazilian === 'sandbox' ? sandbox : null;
  const byName: Record<string, PaymentGateway | null> = { sandbox, pagopar, ebanx };
  return {
    /** The provider that takes this buyer kind's money; null: "no payment method for the region". */
    forBuyer: (foreign: boolean): PaymentGateway | null => (foreign ? brazilian : paraguayan),
    /** The adapter a stored payment was made with (reconciliation, refunds, notifications); null if no longer configured. */
    byName: (name: string): PaymentGateway | null => byName[name] ?? null,
    sandbox,
    /** For the API's start line: which provider serves which buyer kind. */
    describe: () => `payments: Paraguayan buyers → ${p.paraguayan ?? 'none'}, Brazilian buyers → ${p.brazilian ?? 'none'}`,
  };
}
export type PaymentGateways = ReturnType<typeof paymentGateways>;
