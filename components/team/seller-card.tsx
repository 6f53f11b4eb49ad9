'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import type { Seller } from '@/lib/contract';
import { formatSellerPhone, sellerWhatsappUrl } from '@/lib/catalog/phone';
import { WhatsAppIcon } from '@/components/ui/icons';
import { SellerPhoto } from './seller-photo';

/**
 * The whole card is the WhatsApp link (one tab stop per seller). Enter opens it natively; Space does
 * not activate links in browsers, so it is handled here (spec §2: Enter or Space opens the chat).
 */
export function SellerCard({ seller, priority }: { seller: Seller; priority?: boolean }) {
  const t = useTranslations('Team');
  const href = sellerWhatsappUrl(seller.whatsapp, t('greeting', { name: seller.nome.split(' ')[0] }));

  function onKeyDown(e: KeyboardEvent<HTMLAnchorElement>) {
    if (e.key !== ' ') return;
    e.preventDefault(); // no page scroll
    window.open(href, '_blank', 'noopener,noreferrer');
  }

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onKeyDown={onKeyDown}
      data-seller={seller.id}
      className="group flex h-full items-center gap-4 rounded-card border border-line bg-paper p-4 shadow-card transition hover:-translate-y-0.5 hover:border-gold-400 hover:shadow-lift md:flex-col md:gap-3 md:p-6 md:text-center"
    >
      <SellerPhoto src={seller.foto} name={seller.nome} priority={priority} />
      <span className="flex min-w-0 flex-1 flex-col gap-1 md:items-center">
        <span className="font-display text-lg leading-tight font-semibold text-plum-900">{seller.nome}</span>
        <span className="text-sm text-muted">{seller.funcao}</span>
        <span className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-ink tabular-nums">
          <WhatsAppIcon className="shrink-0 text-base text-whatsapp" />
          {formatSellerPhone(seller.whatsapp)}
        </span>
        <span className="mt-2 inline-flex w-fit items-center gap-2 rounded-full bg-plum-900 px-4 py-2 text-xs font-semibold text-white transition group-hover:bg-plum-700">
          {t('chat')}
          <span className="sr-only">{t('newTab')}</span>
        </span>
      </span>
    </a>
  );
}
