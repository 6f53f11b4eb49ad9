import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/config';
import { whatsappUrl } from '@/lib/store-info';
import { WhatsAppIcon } from '@/components/ui/icons';

/** Floating WhatsApp button (spec §2); a plain link, no script. */
export async function WhatsAppFab({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'WhatsApp' });
  return (
    <a
      href={whatsappUrl(t('greeting'))}
      target="_blank"
      rel="noopener noreferrer"
      className="whatsapp-fab fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-whatsapp text-3xl text-white shadow-lift transition hover:scale-105 md:right-6 md:bottom-6"
    >
      <WhatsAppIcon />
      <span className="sr-only">{t('floating')}</span>
    </a>
  );
}
