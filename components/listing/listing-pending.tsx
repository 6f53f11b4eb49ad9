'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import {
  createContext,
  use,
  useTransition,
  type ComponentProps,
  type ReactNode,
  type TransitionStartFunction,
} from 'react';
import { ProductGridSkeleton } from '@/components/product/product-grid-skeleton';

interface ListingTransition {
  pending: boolean;
  start: TransitionStartFunction;
}

const ListingTransitionContext = createContext<ListingTransition | null>(null);

/**
 * One transition for every client navigation inside a listing (filters, sort, pagination, tree links).
 * While it is pending the grid shows the spec's 20 placeholder cards. Not a route loading.tsx on
 * purpose: a route Suspense boundary makes even cached HTML ship the skeleton first with the real
 * grid in a hidden div swapped by script (later LCP, content out of order for crawlers).
 */
export function ListingTransitionProvider({ children }: { children: ReactNode }) {
  const [pending, start] = useTransition();
  return <ListingTransitionContext value={{ pending, start }}>{children}</ListingTransitionContext>;
}

export function useListingTransition(): ListingTransition {
  const shared = use(ListingTransitionContext);
  const [pending, start] = useTransition();
  return shared ?? { pending, start };
}

/** The product grid, or 20 placeholder cards while a listing navigation is pending. */
export function PendingGrid({
  children,
  wide,
  label,
}: {
  children: ReactNode;
  wide?: boolean;
  label: string;
}) {
  const shared = use(ListingTransitionContext);
  return shared?.pending ? <ProductGridSkeleton wide={wide} label={label} /> : children;
}

/**
 * A text search's page renders per request and each request spends the shopper's search allowance (decision
 * 0022); a prefetch of it carries nothing without a loading boundary, so its links are not prefetched (a results
 * page has about 15: pagination, categories).
 */
const isTextSearch = (href: string) =>
  Boolean(new URLSearchParams(href.split('?')[1] ?? '').get('text')?.trim());

/** A Link whose navigation runs in the listing transition (placeholders while the next page loads). */
export function ListingLink({
  href,
  scroll,
  prefetch,
  ...props
}: Omit<ComponentProps<typeof Link>, 'href' | 'onNavigate'> & { href: string }) {
  const { start } = useListingTransition();
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      scroll={scroll}
      prefetch={isTextSearch(href) ? false : prefetch}
      onNavigate={(e) => {
        e.preventDefault();
        start(() => router.push(href, { scroll: scroll ?? true }));
      }}
    />
  );
}
