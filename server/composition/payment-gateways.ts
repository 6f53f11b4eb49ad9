import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import { ebanxGateway } from '../adapters/payment-gateway/ebanx/ebanx-gateway';
import { pagoparGateway } from '../adapters/payment-gateway/pagopar/pagopar-gateway';
import { sandboxGateway } from '../adapters/payment-gateway/sandbox/sandbox-gateway';
import type { PaymentGateway } from '../adapters/payment-gateway/types';
import type { PaymentGateways } from '../services/payments/gateways';

/**
 * The one place payment adapters are built and chosen (docs/decisions/0027-payment-providers.md): configuration picks
 * a provider per buyer kind (PAYMENT_PROVIDER_PY, PAYMENT_PROVIDER_BR); the sandbox exists only when one of them is
 * the sandbox, which configuration refuses in production.
 */
export function paymentGateways({
  db,
  config,
  fetch: fetchFn,
}: {
  db: Db;
  config: Pick<ApiConfig, 'payments' | 'publicUrl' | 'keys'>;
  fetch?: typeof fetch;
}): PaymentGateways {
  const p = config.payments;
  const sandbox =
    p.paraguayan === 'sandbox' || p.brazilian === 'sandbox'
      ? sandboxGateway({ db, publicUrl: config.publicUrl, webhookKey: config.keys.webhook })
      : null;
  const pagopar =
    p.paraguayan === 'pagopar'
      ? pagoparGateway({ ...p.pagopar, timeoutMs: p.timeoutMs, fetch: fetchFn })
      : null;
  const ebanx =
    p.brazilian === 'ebanx' ? ebanxGateway({ ...p.ebanx, timeoutMs: p.timeoutMs, fetch: fetchFn }) : null;
  const paraguayan: PaymentGateway | null =
    p.paraguayan === 'pagopar' ? pagopar : p.paraguayan === 'sandbox' ? sandbox : null;
  const brazilian: PaymentGateway | null =
    p.brazilian === 'ebanx' ? ebanx : p.brazilian === 'sandbox' ? sandbox : null;
  const byName: Record<string, PaymentGateway | null> = { sandbox, pagopar, ebanx };
  return {
    forBuyer: (foreign) => (foreign ? brazilian : paraguayan),
    byName: (name) => byName[name] ?? null,
    sandbox,
    describe: () =>
      `payments: Paraguayan buyers → ${p.paraguayan ?? 'none'}, Brazilian buyers → ${p.brazilian ?? 'none'}`,
  };
}
