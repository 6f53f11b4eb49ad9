import type { AppLocale } from './config';

export type Messages = typeof import('@/messages/pt-BR.json');

export async function loadMessages(locale: AppLocale): Promise<Messages> {
  return locale === 'es-PY'
    ? (await import('@/messages/es-PY.json')).default
    : (await import('@/messages/pt-BR.json')).default;
}

/** Only the namespaces client islands render reach the browser. */
export function pickMessages<K extends keyof Messages>(messages: Messages, keys: readonly K[]): Pick<Messages, K> {
  const out = {} as Pick<Messages, K>;
  for (const k of keys) out[k] = messages[k];
  return out;
}
