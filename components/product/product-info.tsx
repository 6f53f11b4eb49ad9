import { getTranslations } from 'next-intl/server';
import { featureLines, sanitizeProductHtml } from '@/lib/catalog/product-html';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { CheckIcon } from './icons';

/** Features (caracteristica), HTML details and the specifications table; absent parts are skipped. */
export async function ProductInfo({ product, locale }: { product: ProductDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'ProductPage' });
  const features = featureLines(product.caracteristica);
  const html = sanitizeProductHtml(product.detalhes);
  const specs = product.especificacoes.filter((s) => s.nome.trim() && s.valor.trim());
  if (!features.length && !html && !specs.length) return null;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)] lg:gap-12">
      <div className="space-y-8">
        {features.length > 0 && (
          <section aria-labelledby="features-title">
            <h2 id="features-title" className="section-title">
              {t('featuresTitle')}
            </h2>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {features.map((f) => (
                <li
                  key={f}
                  className="flex items-start gap-2.5 rounded-lg bg-paper px-3 py-2.5 text-sm text-ink ring-1 ring-line/70"
                >
                  <CheckIcon className="mt-0.5 shrink-0 text-gold-700" />
                  {f}
                </li>
              ))}
            </ul>
          </section>
        )}
        {html && (
          <section aria-labelledby="details-title">
            <h2 id="details-title" className="section-title">
              {t('detailsTitle')}
            </h2>
            {/* Sanitized twice: by the API and by sanitizeProductHtml above. */}
            <div className="product-html mt-4" dangerouslySetInnerHTML={{ __html: html }} />
          </section>
        )}
      </div>
      {specs.length > 0 && (
        <section aria-labelledby="specs-title">
          <h2 id="specs-title" className="section-title">
            {t('specsTitle')}
          </h2>
          <table className="mt-4 w-full overflow-hidden rounded-card text-sm ring-1 ring-line">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('specName')}</th>
                <th scope="col">{t('specValue')}</th>
              </tr>
            </thead>
            <tbody>
              {specs.map((s, i) => (
                <tr key={`${s.nome}-${i}`} className="odd:bg-paper even:bg-plum-50/50">
                  <th scope="row" className="w-2/5 px-4 py-2.5 text-left align-top font-medium text-muted">
                    {s.nome}
                  </th>
                  <td className="px-4 py-2.5 text-ink">{s.valor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
