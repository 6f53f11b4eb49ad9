import { getTranslations } from 'next-intl/server';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { listingHref, type ListingState } from '@/lib/catalog/listing-state';
import { paginationWindow } from '@/lib/catalog/pagination';
import type { AppLocale } from '@/lib/i18n/config';
import { ListingLink } from './listing-pending';

/** Links, not buttons: every page has a shareable URL and the back button just works. */
export async function Pagination({
  locale,
  basePath,
  state,
  lastPage,
}: {
  locale: AppLocale;
  basePath: string;
  state: ListingState;
  lastPage: number;
}) {
  if (lastPage <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'Listing' });
  const model = paginationWindow(state.page, lastPage);
  const href = (page: number) => listingHref(basePath, { ...state, page });
  const cell = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-medium transition';
  const idle = `${cell} text-ink hover:bg-plum-50`;

  return (
    <nav aria-label={t('pagination')} className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {model.hasPrevious ? (
            <ListingLink href={href(state.page - 1)} rel="prev" className={idle}>
              <ChevronLeftIcon />
              <span className="sr-only">{t('previous')}</span>
            </ListingLink>
          ) : (
            <span className={`${cell} text-line`} aria-hidden="true">
              <ChevronLeftIcon />
            </span>
          )}
        </li>
        {model.pages.map((p) => (
          <li key={p}>
            {p === state.page ? (
              <span aria-current="page" className={`${cell} bg-plum-900 text-white`}>
                <span className="sr-only">{t('page', { page: p })}</span>
                <span aria-hidden="true">{p}</span>
              </span>
            ) : (
              <ListingLink href={href(p)} className={idle} aria-label={t('page', { page: p })}>
                {p}
              </ListingLink>
            )}
          </li>
        ))}
        {model.showLast && (
          <>
            <li aria-hidden="true" className="px-1 text-muted">
              …
            </li>
            <li>
              <ListingLink
                href={href(model.last)}
                className={idle}
                aria-label={t('lastPage', { page: model.last })}
              >
                {model.last}
              </ListingLink>
            </li>
          </>
        )}
        <li>
          {model.hasNext ? (
            <ListingLink href={href(state.page + 1)} rel="next" className={idle}>
              <ChevronRightIcon />
              <span className="sr-only">{t('next')}</span>
            </ListingLink>
          ) : (
            <span className={`${cell} text-line`} aria-hidden="true">
              <ChevronRightIcon />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
