import { getTranslations } from 'next-intl/server';
import type { SharedCart } from '@/lib/contract/whatsapp';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { formatMoney } from '@/lib/money';

/** A shared cart's lines at today's prices and stock (issue 28); the storefront's /c page. */
export async function SharedCartLines({ cart, locale }: { cart: SharedCart; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'SharedCart' });
  return (
    <section
      className="my-6 rounded-card border border-line bg-paper p-4 shadow-card sm:p-5"
      aria-labelledby="shared-lines"
    >
      <h2 id="shared-lines" className="sr-only">
        {t('title')}
      </h2>
      <ul className="divide-y divide-line">
        {cart.itens.map((l) => (
          <li
            key={l.produto_id}
            className="flex items-start justify-between gap-4 py-3"
            data-testid="shared-line"
          >
            <div className="min-w-0">
              <a
                href={localizePath(locale, `/produto/${l.slug}`)}
                className="font-semibold text-plum-900 hover:underline"
              >
                {l.nome}
              </a>
              <p className="text-sm text-muted">
                {t('code')} {l.codigo} · {t('units', { count: l.qtde })}
              </p>
              {!l.disponivel ? (
                <p className="text-sm font-semibold text-danger">{t('unavailable')}</p>
              ) : l.estoque < l.qtde ? (
                <p className="text-sm font-semibold text-gold-700">{t('onlyStock', { count: l.estoque })}</p>
              ) : null}
            </div>
            {l.disponivel && (
              <p className="shrink-0 font-semibold tabular-nums">
                {formatMoney(l.preco * Math.min(l.qtde, l.estoque), cart.moeda_id)}
              </p>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-line pt-3 text-lg font-semibold text-plum-900">
        <span>{t('total')}</span>
        <span className="tabular-nums" data-testid="shared-total">
          {formatMoney(cart.total_atual, cart.moeda_id)}
        </span>
      </p>
    </section>
  );
}
