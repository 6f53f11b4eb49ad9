import type { PageTopic } from './page-topic';
import { weekdayName, type NextOpening } from './store-hours';

/** The `WhatsApp` namespace's translator (next-intl), narrowed to what the message needs. */
export type WhatsAppT = (
  key:
    | 'greeting'
    | 'product'
    | 'productNoPrice'
    | 'page'
    | 'closedToday'
    | 'closedTomorrow'
    | 'closedOn'
    | 'cart'
    | 'cartLine',
  values?: Record<string, string | number>,
) => string;

export interface ProductFacts {
  name: string;
  code: string;
  /** Formatted in the shopper's currency; null when the price is hidden (spec §6). */
  price: string | null;
}

/**
 * The message a storefront WhatsApp link prefills (issue 28), in the shopper's language: the product (name, code,
 * price, link) or the page's link, and when the store answers if it is closed now.
 */
export function composeMessage(
  t: WhatsAppT,
  topic: PageTopic,
  product: ProductFacts | null,
  opening: NextOpening | null,
): string {
  let text: string;
  if (topic.kind === 'product' && product) {
    text = product.price
      ? t('product', { name: product.name, code: product.code, price: product.price, link: topic.link })
      : t('productNoPrice', { name: product.name, code: product.code, link: topic.link });
  } else if (topic.kind === 'page' || topic.kind === 'product') {
    text = t('page', { link: topic.link });
  } else {
    text = t('greeting');
  }
  return withHours(t, text, opening, topic.locale);
}

const CLOSED = { today: 'closedToday', tomorrow: 'closedTomorrow', day: 'closedOn' } as const;

function withHours(t: WhatsAppT, text: string, opening: NextOpening | null, locale: string): string {
  if (!opening) return text;
  return `${text}\n\n${t(CLOSED[opening.when], { day: weekdayName(opening.weekday, locale), time: opening.time })}`;
}

export interface SharedCartFacts {
  lines: { name: string; code: string; quantity: number }[];
  units: number;
  /** Formatted in the cart's currency. */
  total: string;
  link: string;
}

/** "Send my cart to a seller": every line with its units, the units and the total, and the cart's link. */
export function composeCartMessage(
  t: WhatsAppT,
  locale: string,
  cart: SharedCartFacts,
  opening: NextOpening | null,
): string {
  const lines = cart.lines
    .map((l) => t('cartLine', { quantity: l.quantity, name: l.name, code: l.code }))
    .join('\n');
  return withHours(
    t,
    t('cart', { lines, units: cart.units, total: cart.total, link: cart.link }),
    opening,
    locale,
  );
}
