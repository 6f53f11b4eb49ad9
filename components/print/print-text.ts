'use client';

import { createContext, useContext } from 'react';
import { translator } from '@/lib/i18n/format';
import type { AppLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';

/** The Print namespace as raw templates, resolved on the server and handed to the print islands as props. */
export type PrintLabels = Messages['Print'];

export const PrintTextContext = createContext<{ labels: PrintLabels; locale: AppLocale } | null>(null);

/** `t` and the locale for the sheet's parts, from the PrintManager above them (no next-intl runtime). */
export function usePrintText() {
  const ctx = useContext(PrintTextContext);
  if (!ctx) throw new Error('usePrintText outside PrintManager');
  return { t: translator(ctx.labels, ctx.locale), locale: ctx.locale };
}
