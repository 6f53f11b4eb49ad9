import { getTranslations } from 'next-intl/server';
import { WhatsAppIcon } from '@/components/ui/icons';
import type { ProductDetail } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { whatsappUrl } from '@/lib/store-info';

/**
 * Where add-to-cart goes. The cart is a later issue, so no dead button: a note and a working way to
 * buy today (reserve over WhatsApp, the store's sales channel), shown only when it can be bought.
 */
export async function PurchaseNote({ product, locale }: { product: ProductDetail; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'ProductPage' });
  const buyable = product.tem_estoque || product.tem_estoque_fisico;
  if (!buyable) return null;
  return (
    <div className="rounded-card border border-plum-100 bg-plum-50/70 p-4 print:hidden">
      <p className="text-sm font-semibold text-plum-900">{t('cartSoonTitle')}</p>
      <p className="mt-0.5 text-sm text-muted">{t('cartSoonText')}</p>
      <a
        href={whatsappUrl(t('whatsappMessage', { name: product.nome, code: product.codigo }))}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full bg-success px-5 py-3 text-sm font-semibold text-white transition hover:brightness-95 sm:w-auto"
      >
        <WhatsAppIcon className="text-lg" />
        {t('reserve')}
      </a>
    </div>
  );
}
