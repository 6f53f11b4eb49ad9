import { apiLang, type AppLocale } from './config';
import { localizePath } from './paths';

const BACK_HOME = { pt: 'Voltar para a página inicial', es: 'Volver a la página de inicio' } as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small self-contained page the proxy answers itself (a 400 for a malformed path, a 429 for too many searches):
 * no React render, so the status stays the proxy's and nothing else runs. Link home, `noindex`.
 */
export function noticePageHtml(locale: AppLocale, heading: string, text: string): string {
  const lang = apiLang(locale);
  const [h, t] = [escapeHtml(heading), escapeHtml(text)];
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${h} | Loja CDE</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><main><h1>${h}</h1><p>${t}</p><p><a href="${localizePath(locale, '/')}">${BACK_HOME[lang]}</a></p></main></body></html>`;
}
