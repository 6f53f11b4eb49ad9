import { isMethodAllowed } from '../../../lib/contract/checkout';
import type { Rate } from '../../../lib/money';
import {
  BuyerDataRefused,
  ProviderRefused,
  ProviderUnavailable,
  type ChargeDetails,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
} from '../../adapters/payment-gateway/types';
import type { Db } from '../../db/client';
import { UnavailableError, ValidationError } from '../errors';
import { chargeAddress, chargeDetails } from '../payments/charge-details';
import type { NewPayment } from './checkout-queries';

/** Storefront URL in the buyer's language: pt-BR at the spec's paths, es-PY under /es-PY. */
export const storefrontUrl = (siteUrl: string, foreign: boolean, path: string) =>
  `${siteUrl}${foreign ? '' : '/es-PY'}${path}`;

/** The payment providers checkout and pay-now use (server/services/payments/gateways.ts). */
export interface CheckoutGateways {
  /** The payment provider of each buyer kind. */
  forBuyer(foreign: boolean): PaymentGateway | null;
  /** The adapter a stored payment was made with (a retried checkout asks it again). */
  byName(name: string): PaymentGateway | null;
}

/** What a provider's charge is asked with. */
export interface ChargeAsked {
  paymentExternalId: string;
  orderId: number;
  amountMinor: number;
  currencyId: number;
  method: string | null;
  foreign: boolean;
  at: Date;
  expiresAt: Date;
  rates: readonly Rate[];
  /** Checkout has them from its own insert; pay-now reads them (chargeDetails). */
  details?: () => Promise<ChargeDetails>;
}

/**
 * Spec §1: a method chosen in step 2 (or on pay-now) must be one of the buyer kind's, and one its configured provider
 * offers; a buyer kind without a provider (production without one configured) cannot pay at all.
 */
export function gatewayFor(
  gateways: Pick<CheckoutGateways, 'forBuyer'>,
  foreign: boolean,
  method: string | null | undefined,
): PaymentGateway {
  const gateway = gateways.forBuyer(foreign);
  if (!gateway)
    throw new ValidationError({ paymentMethod: ['noPaymentMethodForRegion'] }, 'noPaymentMethodForRegion');
  const offered = gateway.methods(foreign ? 'brazilian' : 'paraguayan') as readonly string[];
  if (method && (!isMethodAllowed(foreign, method) || !offered.includes(method)))
    throw new ValidationError({ paymentMethod: ['paymentMethodNotForRegion'] }, 'paymentMethodNotForRegion');
  return gateway;
}

/** The shopper's 422 for a charge the provider refused. */
export const providerRefusedError = () =>
  new ValidationError({ paymentMethod: ['paymentProviderRefused'] }, 'paymentProviderRefused');

/** A provider's failure (or a precheck's refusal) as the shopper reads it; any other error as it is. */
export function shopperError(error: unknown): unknown {
  if (error instanceof ProviderUnavailable) return new UnavailableError('paymentProviderUnavailable');
  if (error instanceof ProviderRefused) return providerRefusedError();
  if (error instanceof BuyerDataRefused)
    return new ValidationError({ [error.field]: [error.messageKey] }, error.messageKey);
  return error;
}

/** A provider call whose failure the shopper reads (shopperError); the transaction around it rolls back. */
export async function charging<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw shopperError(error);
  }
}

/** The charge request of an order, its reads (buyer, address) made on `db` (the caller's transaction, if any). */
export function chargeRequestOf(siteUrl: string, db: Db, p: ChargeAsked): ChargeRequest {
  return {
    paymentExternalId: p.paymentExternalId,
    amountMinor: p.amountMinor,
    currencyId: p.currencyId,
    method: p.method,
    lang: p.foreign ? 'pt' : 'es',
    buyerKind: p.foreign ? 'brazilian' : 'paraguayan',
    // The hosted page returns to /checkout/payment in the buyer's language.
    returnUrl: `${storefrontUrl(siteUrl, p.foreign, '/checkout/payment')}?pagamento=${p.paymentExternalId}`,
    expiresAt: p.expiresAt,
    // Read only by remote providers (buyer profile, lines): the sandbox costs no extra statements.
    details: p.details ?? (() => chargeDetails(db, p.orderId)),
    address: () => chargeAddress(db, p.orderId),
    rates: p.rates,
  };
}

/** The payment row of a charge (AGUARDANDO), or of one about to be asked for (SOLICITANDO, held by its checkout). */
export function paymentRow(
  gateway: PaymentGateway,
  p: ChargeAsked,
  charge: ChargeResult | null,
  holdMs: number,
): NewPayment {
  return {
    externalId: p.paymentExternalId,
    orderId: p.orderId,
    method: p.method ?? 'A_DEFINIR',
    status: charge ? 'AGUARDANDO' : 'SOLICITANDO',
    nextCheckAt: charge ? null : new Date(p.at.getTime() + holdMs),
    amountMinor: p.amountMinor,
    provider: gateway.name,
    gatewayReference: charge?.reference ?? null,
    paymentLink: charge?.url ?? null,
    providerAmountMinor: charge?.providerAmountMinor ?? null,
    providerCurrencyId: charge?.providerCurrencyId ?? null,
    instructions: charge?.instructions ?? null,
    createdAt: p.at,
  };
}

/** A charge asked inside the caller's transaction (the sandbox at checkout; pay-now), with the row recording it. */
export async function askCharge(
  siteUrl: string,
  tx: Db,
  gateway: PaymentGateway,
  p: ChargeAsked,
): Promise<{ charge: ChargeResult; row: NewPayment }> {
  const charge = await charging(() => gateway.createCharge(tx, chargeRequestOf(siteUrl, tx, p)));
  return { charge, row: paymentRow(gateway, p, charge, 0) };
}
