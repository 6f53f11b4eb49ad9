import type { AppLocale } from './config';

export type Messages = typeof import('@/messages/pt-BR.json');

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  return locale === 'es-PY'
    ? (await import('@/messages/es-PY.json')).default
    : (await import('@/messages/pt-BR.json')).default;
}

/** Only the namespaces (or keys of one namespace) client islands render reach the browser. */
export function pickMessages<T extends object, K extends keyof T>(
  messages: T,
  keys: readonly K[],
): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const k of keys) out[k] = messages[k];
  return out;
}
