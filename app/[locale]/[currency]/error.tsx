'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { errorMessages } from '@/lib/i18n/error-messages';
import { localizePath } from '@/lib/i18n/paths';

/** Error boundary for every shop route: keeps the layout, offers a retry (spec §8 messages). */
export default function ShopError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { locale, t } = errorMessages(useParams<{ locale: string }>().locale);
  useEffect(() => console.error(error), [error]);
  return (
    <section role="alert" className="container-page grid min-h-[50vh] place-items-center py-16 text-center">
      <div className="max-w-md">
        <h1 className="font-display text-2xl font-semibold text-plum-900">{t.title}</h1>
        <p className="mt-2 text-muted">{t.unavailable}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className="btn-primary">
            {t.retry}
          </button>
          <Link href={localizePath(locale, '/')} className="btn-outline">
            {t.backHome}
          </Link>
        </div>
      </div>
    </section>
  );
}
