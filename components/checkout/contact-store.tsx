'use client';

import { useTranslations } from 'next-intl';
import { WhatsAppIcon } from '@/components/ui/icons';
import { whatsappUrl } from '@/lib/store-info';

/** Spec §2/§8: when a payment cannot be confirmed, the shopper is told to contact the store (WhatsApp). */
export function ContactStore({ orderNumber }: { orderNumber: number | null }) {
  const t = useTranslations('Payment');
  return (
    <div className="mt-4 flex flex-col gap-3 text-sm text-ink">
      <p>{t('contactStore')}</p>
      <a
        href={whatsappUrl(t('whatsappText', { number: orderNumber ?? '—' }))}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex w-fit items-center gap-2 rounded-full bg-success px-4 py-2 font-semibold text-white hover:brightness-110"
      >
        <WhatsAppIcon className="h-4 w-4" aria-hidden="true" />
        {t('contactWhatsApp')}
      </a>
    </div>
  );
}
