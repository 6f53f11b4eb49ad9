import type { AppLocale } from '@/lib/i18n/config';

/**
 * A storefront WhatsApp link (issue 28): the storefront's /api/whatsapp picks the seller on duty and the message.
 * `page` names the page outright (a product page); without it the Referer does, so these links must not carry
 * rel="noreferrer" (use CHAT_REL).
 */
export function chatHref(locale: AppLocale, page?: string): string {
  const q = new URLSearchParams({ l: locale });
  if (page) q.set('p', page);
  return `/api/whatsapp?${q}`;
}

/** Opens in a new tab without giving it window.opener; crawlers do not follow it (each visit takes a seller's turn). */
export const CHAT_REL = 'nofollow noopener';
