'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Seller } from '@/lib/contract';
import { SellerCard } from './seller-card';

async function fetchTeam({ signal }: { signal: AbortSignal }): Promise<Seller[]> {
  const res = await fetch('/api/team', { signal });
  if (!res.ok) throw new Error(`team ${res.status}`);
  return (await res.json()) as Seller[];
}

/**
 * Sales team island. Normally the server already rendered the list (initial), so no request is made;
 * when the API was down at render time the browser fetches /api/team itself, with the spec's spinner,
 * error and retry (spec §2, §8 "sales team load error with retry").
 */
export function TeamList({ initial }: { initial: Seller[] | null }) {
  const t = useTranslations('Team');
  const query = useQuery({
    queryKey: ['team'],
    queryFn: fetchTeam,
    initialData: initial ?? undefined,
    staleTime: initial ? Infinity : 60_000,
  });

  if (query.isPending) {
    return (
      <div role="status" className="flex min-h-48 flex-col items-center justify-center gap-3 text-muted">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-plum-100 border-t-plum-700"
        />
        {t('loading')}
      </div>
    );
  }

  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex min-h-48 flex-col items-center justify-center gap-4 rounded-card border border-line bg-paper p-8 text-center"
      >
        <p className="text-ink">{t('error')}</p>
        <button
          type="button"
          className="btn-primary"
          onClick={() => query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {t('retry')}
        </button>
      </div>
    );
  }

  if (query.data.length === 0)
    return (
      <p className="rounded-card border border-line bg-paper p-8 text-center text-muted">{t('empty')}</p>
    );

  return (
    <ul className="grid gap-4 sm:grid-cols-2 md:gap-6 lg:grid-cols-3 xl:grid-cols-4">
      {query.data.map((seller, i) => (
        <li key={seller.id}>
          <SellerCard seller={seller} priority={i < 4} />
        </li>
      ))}
    </ul>
  );
}
