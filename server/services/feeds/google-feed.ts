import type { FeedItem, FeedMarket } from './feed-source';

/** Characters XML 1.0 forbids even escaped (control characters pasted from spreadsheets). */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(value: string): string {
  return value
    .replace(FORBIDDEN, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const el = (tag: string, value: string) => `<${tag}>${xmlText(value)}</${tag}>`;

/**
 * Google Merchant Center's RSS 2.0 feed, attribute names from the "Product data specification"
 * (support.google.com/merchants/answer/7052112). The catalogue has no GTINs, so every item says
 * identifier_exists "no" and gives the store's code as mpn; brand when the product has one.
 */
export function googleFeedHead(market: FeedMarket, siteUrl: string, storeName: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `${el('title', storeName)}\n${el('link', `${siteUrl}${market.pathPrefix || '/'}`)}\n` +
    `${el('description', market.lang === 'es' ? `Productos de ${storeName}` : `Produtos da ${storeName}`)}\n`
  );
}

export function googleFeedItem(item: FeedItem): string {
  return (
    '<item>' +
    el('g:id', item.id) +
    el('title', item.title) +
    el('description', item.description) +
    el('link', item.link) +
    el('g:image_link', item.imageLink) +
    el('g:availability', item.availability) +
    el('g:price', item.price) +
    (item.brand ? el('g:brand', item.brand) : '') +
    el('g:mpn', item.mpn) +
    el('g:condition', 'new') +
    el('g:identifier_exists', 'no') +
    '</item>\n'
  );
}

export const GOOGLE_FEED_TAIL = '</channel>\n</rss>\n';
