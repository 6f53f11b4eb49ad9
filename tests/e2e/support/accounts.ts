import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { brazilian, jpeg, paraguayan, PASSWORD, png } from '../../../server/test/account-fixtures';
import { MAIL_DIR } from './mail-catcher';

export { PASSWORD };
export type Kind = 'brazilian' | 'paraguayan';

let counter = 0;
/** A fresh e-mail per journey: the API's per-e-mail limits and uniqueness never see the same one twice. */
export const newEmail = (tag: string) =>
  `h5-${tag}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.com`.toLowerCase();

/**
 * Each journey is its own shopper address: the journeys' storefront trusts X-Forwarded-For from 127.0.0.1, where
 * the browser stands in for a reverse proxy (TRUST_PROXY in playwright.config.ts), and forwards that address to
 * the API's rate limits, so per-address limits hold for a shopper, not for the whole suite.
 */
export async function ownShopperAddress(context: BrowserContext) {
  const n = (process.pid * 7 + ++counter * 13 + Date.now()) % 250;
  await context.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${(process.pid % 200) + 20}.${n}.${(counter % 250) + 1}`,
  });
}

/** Registers through the storefront's own handler (as the signup form does): the context ends up signed in. */
export async function registerCustomer(page: Page, baseURL: string, kind: Kind, email: string) {
  const fields = kind === 'brazilian' ? brazilian(email) : paraguayan(email);
  const res = await page.request.post('/api/ecom/cliente/cadastrar', {
    headers: { origin: new URL(baseURL).origin },
    multipart: {
      ...fields,
      frente: { name: 'frente.png', mimeType: 'image/png', buffer: await png() },
      verso: { name: 'verso.jpg', mimeType: 'image/jpeg', buffer: await jpeg() },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return fields;
}

/** Quoted-printable undone (links carry "=" and "&"). */
const decode = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

/** The newest link of a kind mailed to an address, as a local path with its query. */
export async function mailedLink(
  to: string,
  kind: 'confirmation-email' | 'reset-password',
  atLeast = 1,
): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        // Newest first (names start with the arrival time); wait until `atLeast` such mails arrived.
        const files = readdirSync(MAIL_DIR).sort((a, b) => parseInt(b) - parseInt(a) || b.localeCompare(a));
        const links: string[] = [];
        for (const f of files) {
          const mail = JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as {
            to: string[];
            raw: string;
          };
          if (!mail.to.includes(to.toLowerCase())) continue;
          const m = decode(mail.raw).match(new RegExp(`https?://[^\\s"<>]+/app/${kind}/[^\\s"<>]+`));
          if (m) {
            const url = new URL(m[0].replace(/&amp;/g, '&'));
            links.push(url.pathname + url.search);
          }
        }
        link = links[0] ?? null;
        return links.length >= atLeast;
      },
      { timeout: 30_000, message: `a ${kind} mail to ${to}` },
    )
    .toBe(true);
  return link!;
}
