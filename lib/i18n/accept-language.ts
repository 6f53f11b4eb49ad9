import type { AppLocale } from './config';

/**
 * Spec §1: the browser language picks the default — any Spanish variant gives es-PY, otherwise pt-BR.
 * "Browser language" is the preferred entry (highest q, first on ties), like navigator.language.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): AppLocale {
  if (!header) return 'pt-BR';
  let best: { tag: string; q: number } | undefined;
  for (const part of header.split(',')) {
    const [rawTag, ...params] = part.trim().split(';');
    const tag = rawTag.trim().toLowerCase();
    if (!tag || tag === '*') continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best && (best.tag === 'es' || best.tag.startsWith('es-')) ? 'es-PY' : 'pt-BR';
}
