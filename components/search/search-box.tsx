'use client';

import Image from 'next/image';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from '@/components/ui/icons';
import {
  normalizeSearchTerm,
  SEARCH_HIDE_AFTER_BLUR_MS,
  SEARCH_MAX_LENGTH,
  searchTarget,
  shouldSuggest,
} from '@/lib/catalog/search';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import type { SuggestionsState } from './suggestions-query';

/** React Query and the suggestion fetcher load on the box's first focus, not with every page. */
const SuggestionsQuery = dynamic(() => import('./suggestions-query'), { ssr: false });

/** The Search namespace, resolved on the server ({text} and {code} are filled in here). */
export interface SearchLabels {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  loading: string;
  noResults: string;
  seeAll: string;
  code: string;
}

/** Header search with an ARIA combobox of up to 4 in-stock suggestions (spec §5, §9). */
export function SearchBox({
  locale,
  currency,
  labels,
  initial = '',
}: {
  locale: AppLocale;
  currency: string;
  labels: SearchLabels;
  initial?: string;
}) {
  const router = useRouter();
  const listId = useId();
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [armed, setArmed] = useState(false);
  const [result, setResult] = useState<SuggestionsState | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Until the island has reported on the current text, a suggestible text is "loading".
  const fresh = result && result.term === normalizeSearchTerm(value) ? result : null;
  const pendingTerm = shouldSuggest(normalizeSearchTerm(value));
  const { term, enabled, loading, suggestions } = fresh ?? {
    term: normalizeSearchTerm(value),
    enabled: false,
    loading: pendingTerm,
    suggestions: [],
  };
  const t = {
    ...labels,
    seeAll: (text: string) => labels.seeAll.replace('{text}', text),
    code: (code: string) => labels.code.replace('{code}', code),
  };

  const showList = open && shouldSuggest(value);
  const optionCount = suggestions.length + (enabled ? 1 : 0); // + "see all results"

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    router.push(href);
  }

  function submit() {
    const target = searchTarget(value);
    go(localizePath(locale, target.path) + (target.query ? `?text=${encodeURIComponent(target.query)}` : ''));
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && optionCount > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % optionCount);
    } else if (e.key === 'ArrowUp' && optionCount > 0) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? optionCount - 1 : i - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter' && active >= 0 && active < suggestions.length) {
      e.preventDefault();
      go(localizePath(locale, `/produto/${suggestions[active].slug}`));
    }
  }

  const optionId = (i: number) => `${listId}-opt-${i}`;

  return (
    <form
      role="search"
      className="relative w-full"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t.label}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t.placeholder}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setArmed(true);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setArmed(true);
          clearTimeout(hideTimer.current);
          setOpen(true);
        }}
        // Spec §9: suggestions hide 200 ms after blur (time enough for a click to land).
        onBlur={() => {
          hideTimer.current = setTimeout(() => setOpen(false), SEARCH_HIDE_AFTER_BLUR_MS);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-full rounded-full border border-line bg-paper pr-12 pl-4 text-[15px] text-ink shadow-inner placeholder:text-muted focus:border-plum-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-0.5 right-0.5 grid size-10 place-items-center rounded-full bg-plum-900 text-lg text-white hover:bg-plum-700"
      >
        <SearchIcon />
        <span className="sr-only">{t.submit}</span>
      </button>
      <div
        className={`absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-card border border-line bg-paper shadow-lift ${showList ? '' : 'hidden'}`}
      >
        <p className="sr-only" aria-live="polite">
          {loading ? t.loading : enabled && suggestions.length === 0 ? t.noResults : ''}
        </p>
        <ul id={listId} role="listbox" aria-label={t.suggestions}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={optionId(i)}
              role="option"
              aria-selected={active === i}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => go(localizePath(locale, `/produto/${s.slug}`))}
              className="flex cursor-pointer items-center gap-3 px-3 py-2 aria-selected:bg-plum-50 hover:bg-plum-50"
            >
              <span className="relative size-12 shrink-0 overflow-hidden rounded-md bg-ivory">
                {s.image && <Image src={s.image} alt="" fill sizes="48px" className="object-contain" />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium">{s.nome}</span>
                <span className="block text-xs text-muted">{t.code(s.codigo)}</span>
              </span>
              {s.price && (
                <span className="text-sm font-semibold whitespace-nowrap text-plum-900">{s.price}</span>
              )}
            </li>
          ))}
          {enabled && (
            <li
              id={optionId(suggestions.length)}
              role="option"
              aria-selected={active === suggestions.length}
              onPointerDown={(e) => e.preventDefault()}
              onClick={submit}
              className="cursor-pointer border-t border-line px-3 py-2.5 text-sm font-semibold text-gold-700 aria-selected:bg-plum-50 hover:bg-plum-50"
            >
              {loading && suggestions.length === 0
                ? t.loading
                : suggestions.length === 0
                  ? t.noResults
                  : t.seeAll(term)}
            </li>
          )}
        </ul>
      </div>
      {armed && <SuggestionsQuery value={value} locale={locale} currency={currency} onChange={setResult} />}
    </form>
  );
}
