'use client';

import { useTranslations } from 'next-intl';

/** While a state/city list loads, or when it failed (with a retry button). */
export function StatesLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const t = useTranslations('Signup');
  return (
    <div role="status" className="flex min-h-11 items-center gap-3 text-sm text-muted sm:col-span-2">
      {failed ? (
        <>
          <span className="text-danger">{t('citiesError')}</span>
          <button type="button" className="btn-outline px-4 py-1.5" onClick={onRetry}>
            {t('retry')}
          </button>
        </>
      ) : (
        <>
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-plum-200 border-t-plum-700"
          />
          {t('citiesLoading')}
        </>
      )}
    </div>
  );
}
