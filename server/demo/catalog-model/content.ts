import type { Bi, LineItem } from './line-kit';

export type LangIndex = 0 | 1;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

export { slugify } from '../../../lib/slug';

const CLOSING: Bi = [
  'Produto original com garantia. Retire na nossa loja em Ciudad del Este ou receba em casa em todo o Paraguai.',
  'Producto original con garantía. Retiralo en nuestra tienda de Ciudad del Este o recibilo en tu casa en todo el Paraguay.',
];
const PICKUP_NOTE: Bi = [
  'Clientes do Brasil: retirada somente na loja.',
  'Clientes de Brasil: retiro solamente en la tienda.',
];

/** caracteristica: short plain-text lines, one highlight per line. */
export function featuresText(item: LineItem, lang: LangIndex): string {
  return item.highlights.map((h) => h[lang]).join('\n');
}

/** detalhes: a small, safe HTML fragment (<p>, <ul><li>, <strong>) with every value escaped. */
export function detailsHtml(item: LineItem, lang: LangIndex): string {
  const rows = item.specs
    .slice(0, 4)
    .map((s) => `<li><strong>${escapeHtml(s.label[lang])}:</strong> ${escapeHtml(s.value[lang])}</li>`)
    .join('');
  return [
    `<p>${escapeHtml(item.intro[lang])}</p>`,
    `<ul>${rows}</ul>`,
    `<p>${escapeHtml(CLOSING[lang])} <strong>${escapeHtml(PICKUP_NOTE[lang])}</strong></p>`,
  ].join('');
}
