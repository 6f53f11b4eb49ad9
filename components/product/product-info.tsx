import { getTranslations } from 'next-intl/server';
import { featureLines, sanitizeProductHtml } from '@/lib/catalog/product-html';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';

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
            {/* Each item's look is set once on the list (check-list, feature-list in app/theme.css): server markup is
                carried twice, as HTML and in the RSC payload, so a class string per item costs twice per item. */}
            <ul className="check-list feature-list mt-4 grid gap-2 text-sm text-ink [--check-color:var(--color-gold-700)] sm:grid-cols-2">
              {features.map((f) => (
                <li key={f}>{f}</li>
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
          {/* Rows and cells styled from the table, once (spec-table in app/theme.css; same reason as the features list). */}
          <table className="spec-table mt-4 w-full overflow-hidden rounded-card text-sm text-ink ring-1 ring-line">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('specName')}</th>
                <th scope="col">{t('specValue')}</th>
              </tr>
            </thead>
            <tbody>
              {specs.map((s, i) => (
                <tr key={`${s.nome}-${i}`}>
                  <th scope="row">{s.nome}</th>
                  <td>{s.valor}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
