'use client';

import { createContext, use, type ReactNode } from 'react';
import type { PrintSelectLabels } from '@/components/print/print-labels';
import type { AppLocale } from '@/lib/i18n/config';
import { translator } from '@/lib/i18n/format';
import type { Messages } from '@/lib/i18n/messages';

interface ListingText {
  locale: AppLocale;
  listing: Messages['Listing'];
  print: PrintSelectLabels;
}

const ListingTextContext = createContext<ListingText | null>(null);

/**
 * The listing islands' strings (the Listing namespace and the print select's strings, as raw templates) from the server: a listing
 * page ships lib/i18n/format's few lines instead of next-intl's client runtime and message parser.
 */
export function ListingTextProvider({ value, children }: { value: ListingText; children: ReactNode }) {
  return <ListingTextContext value={value}>{children}</ListingTextContext>;
}

export function useListingText() {
  const text = use(ListingTextContext);
  if (!text) throw new Error('useListingText outside ListingTextProvider');
  return { ...text, t: translator(text.listing, text.locale) };
}
