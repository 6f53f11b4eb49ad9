import { splitLocale } from '@/lib/i18n/paths';
import type { AppLocale } from '@/lib/i18n/config';

/** What the shopper was looking at when they opened WhatsApp (issue 28). */
export type PageTopic =
  | { kind: 'product'; locale: AppLocale; slug: string; link: string }
  | { kind: 'page'; locale: AppLocale; link: string }
  | { kind: 'none'; locale: AppLocale };

/**
 * Pages whose address is the shopper's own business (account, orders, checkout, a password-reset link with its
 * token): a message never carries them, only the greeting.
 */
const PRIVATE = [
  '/checkout',
  '/perfil',
  '/pedido',
  '/pedidos',
  '/login',
  '/cadastro',
  '/recuperar-senha',
  '/success',
  '/app',
  '/c/',
];
/** Campaign parameters the page arrived with: the link gets WhatsApp's own instead. */
const CAMPAIGN = /^(utm_.*|gclid|fbclid|gbraid|wbraid|msclkid)$/i;
const SLUG = /^[a-z0-9-]{1,200}$/;

/** The shared link: the page's public address, its own query kept, tagged as coming from WhatsApp. */
export function whatsappLink(siteUrl: string, pathname: string, search: string, content: string): string {
  const url = new URL(pathname, `${siteUrl}/`);
  for (const [k, v] of new URLSearchParams(search)) if (!CAMPAIGN.test(k)) url.searchParams.append(k, v);
  url.searchParams.set('utm_source', 'whatsapp');
  url.searchParams.set('utm_medium', 'chat');
  url.searchParams.set('utm_content', content);
  return url.toString();
}

/**
 * The topic of a storefront address (public form: /es-PY/produto/x, /marca/y?page=2). Anything that is not a
 * storefront path (another site, a protocol-relative //host) is no topic.
 */
export function pageTopic(siteUrl: string, address: string | null, fallbackLocale: AppLocale): PageTopic {
  if (!address || !address.startsWith('/') || address.startsWith('//'))
    return { kind: 'none', locale: fallbackLocale };
  let url: URL;
  try {
    url = new URL(address, 'http://x');
  } catch {
    return { kind: 'none', locale: fallbackLocale };
  }
  const { locale, path } = splitLocale(url.pathname);
  if (path === '/' || PRIVATE.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`)))
    return { kind: 'none', locale };
  const product = /^\/produto\/([^/]+)$/.exec(path);
  if (product) {
    if (!SLUG.test(product[1])) return { kind: 'none', locale };
    return {
      kind: 'product',
      locale,
      slug: product[1],
      link: whatsappLink(siteUrl, url.pathname, '', 'product'),
    };
  }
  return { kind: 'page', locale, link: whatsappLink(siteUrl, url.pathname, url.search, 'page') };
}
