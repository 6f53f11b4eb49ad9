'use client';

import { useLocale } from 'next-intl';
import { useMemo } from 'react';
import { fieldErrorText, formErrorMap } from '@/lib/contract/issue-messages';
import type { Lang } from '@/lib/contract/common';

/** The API language of the page and the helpers that turn zod issues and message keys into its texts. */
export function useFormLang() {
  const lang: Lang = useLocale() === 'es-PY' ? 'es' : 'pt';
  return useMemo(
    () => ({
      lang,
      /** zodResolver's schema options: built-in issues in the shopper's language. */
      zodOptions: { error: formErrorMap(lang) },
      /** A field error's text: message keys translated, server texts as they are. */
      text: (message?: string) => fieldErrorText(message, lang),
    }),
    [lang],
  );
}
