import { formatNumberPt, type CurrencyInfo } from '@/lib/money';
import type { Order } from './types';

/** Spec §9: order amounts truncated to integers ("U$ 12", "G$ 150.000"), with the order's currency symbol. */
export function orderMoney(amount: number, currency: Pick<CurrencyInfo, 'symbol'>): string {
  return `${currency.symbol} ${formatNumberPt(Math.trunc(amount), 0)}`;
}

/** Spec §9: dates in the long format ("23 de novembro de 2026"), in the store's time zone. */
export function orderDate(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'America/Asuncion' }).format(d);
}

/** The order's shipping as shown: `free` (the shopper's word for it) when it cost nothing, else the amount. */
export function orderShipping(order: Pick<Order, 'shipping' | 'currency'>, free: string): string {
  return order.shipping === 0 ? free : orderMoney(order.shipping, order.currency);
}

/**
 * Where a pickup order is collected, as printable lines: the point's address, then its city and state. The city is
 * left out when the address already ends with it, as the store's own addresses do, so it is not read twice.
 */
export function pickupPlaceLines(d: Pick<Order['delivery'], 'address' | 'city' | 'state'>): string[] {
  const address = d.address?.trim() || null;
  const named = Boolean(
    address && d.city && address.toLocaleLowerCase().endsWith(d.city.toLocaleLowerCase()),
  );
  const region = [named ? null : d.city, d.state].filter(Boolean).join(', ');
  return [address, region].filter((l): l is string => Boolean(l));
}

/** Coloured labels for the spec's statuses; anything else is shown raw in a neutral chip (spec §4). */
const TONES: Record<string, string> = {
  AGUARDANDO: 'bg-gold-100 text-plum-900 border-gold-400/60',
  PAGAMENTO: 'bg-gold-100 text-plum-900 border-gold-400/60',
  AUTORIZADO: 'bg-plum-100 text-plum-800 border-plum-300',
  PAGO: 'bg-success/10 text-success border-success/40',
  FINALIZADO: 'bg-success/10 text-success border-success/40',
  ENVIADO: 'bg-plum-50 text-plum-900 border-plum-300',
  // A refund the provider has accepted but not confirmed yet (decision 0039).
  ESTORNANDO: 'bg-gold-100 text-plum-900 border-gold-400/60',
  ESTORNADO: 'bg-danger/5 text-danger border-danger/30',
  RECUSADO: 'bg-danger/5 text-danger border-danger/30',
  CANCELADO: 'bg-ivory text-muted border-line',
};
export const NEUTRAL_TONE = 'bg-paper text-ink border-line';
export const statusTone = (status: string) => TONES[status] ?? NEUTRAL_TONE;
export const isKnownStatus = (status: string) => status in TONES;
