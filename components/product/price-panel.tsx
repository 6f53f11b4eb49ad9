import { getTranslations } from 'next-intl/server';
import { displayPrice } from '@/lib/catalog/price';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { currencyById, formatMoney } from '@/lib/money';
import { localizePath } from '@/lib/i18n/paths';
import { CHAT_REL, chatHref } from '@/lib/whatsapp/chat-href';

/**
 * Price in the page's currency with a toggle listing all four (spec §2). A native <details> is the
 * toggle: no JavaScript, keyboard and screen readers get it for free. Hidden prices (spec §6) render
 * no amount at all, only a way to ask.
 */
export async function PricePanel({ product, locale }: { product: ProductDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'ProductPage' });
  const price = displayPrice(product);

  if (!price) {
    return (
      <div className="rounded-card border border-line bg-ivory p-4" data-testid="price-hidden">
        <p className="font-display text-xl font-semibold text-plum-900">{t('priceOnRequest')}</p>
        <p className="mt-1 text-sm text-muted">{t('priceOnRequestText')}</p>
        <a
          href={chatHref(locale, localizePath(locale, `/produto/${product.slug}`))}
          target="_blank"
          rel={CHAT_REL}
          className="btn-outline mt-3 print:hidden"
        >
          {t('askPrice')}
        </a>
      </div>
    );
  }

  const others = (product.precos ?? []).filter((p) => p.moeda.id !== product.moeda.id);
  return (
    <div data-testid="price">
      <p className="text-xs font-semibold tracking-widest text-muted uppercase">{t('price')}</p>
      <p className="font-display text-4xl leading-tight font-semibold text-plum-900 tabular-nums md:text-[2.75rem]">
        {price}
      </p>
      {others.length > 0 && (
        <details className="group mt-2 print:hidden">
          <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 rounded-full text-sm font-semibold text-gold-700 hover:underline [&::-webkit-details-marker]:hidden">
            {t('allCurrencies')}
            <svg
              viewBox="0 0 24 24"
              width="1em"
              height="1em"
              aria-hidden="true"
              className="transition group-open:rotate-180"
            >
              <path
                d="m6 9 6 6 6-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          {/* The boxes are styled from the list, once (price-boxes in app/theme.css; server markup is carried twice, as HTML and in the RSC
              payload); the page's own currency is the box marked data-current. */}
          <dl className="price-boxes mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="all-prices">
            {(product.precos ?? []).map(({ moeda, preco }) => {
              const c = currencyById(moeda.id);
              return (
                <div key={moeda.id} data-current={moeda.id === product.moeda.id || undefined}>
                  <dt>{c.code}</dt>
                  <dd>{formatMoney(preco.valor_venda, c)}</dd>
                </div>
              );
            })}
          </dl>
          <p className="mt-2 text-xs text-muted">{t('allCurrenciesCaption')}</p>
        </details>
      )}
    </div>
  );
}
