import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/config';
import { CHAT_REL, chatHref } from '@/lib/whatsapp/chat-href';
import { WhatsAppIcon } from '@/components/ui/icons';

/** Floating WhatsApp button (spec §2); a plain link, no script: /api/whatsapp reads the page from the Referer. */
export async function WhatsAppFab({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'WhatsApp' });
  return (
    <a
      href={chatHref(locale)}
      target="_blank"
      rel={CHAT_REL}
      className="whatsapp-fab fixed right-4 bottom-4 z-40 grid size-14 place-items-center rounded-full bg-whatsapp text-3xl text-white shadow-lift transition hover:scale-105 md:right-6 md:bottom-6"
    >
      <WhatsAppIcon />
      <span className="sr-only">{t('floating')}</span>
    </a>
  );
}
