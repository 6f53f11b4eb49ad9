import { z } from 'zod';

/**
 * Where a visit came from (issue 28 point 6): the first and the last campaign that brought this browser, kept in a
 * first-party cookie and written on the order at checkout. Shared by the storefront's proxy (which sets it) and
 * the API (which reads it from the checkout call), so both agree on the shape.
 */
export const ATTRIBUTION_COOKIE = 'cde_origem';
/** Header the storefront passes the cookie's value in, on the checkout call only. */
export const ATTRIBUTION_HEADER = 'x-loja-origem';
/** Ninety days: long enough for a shopper who compares for weeks; the cookie is renewed by every campaign visit. */
export const ATTRIBUTION_MAX_AGE = 60 * 60 * 24 * 90;

/** Query parameters that mark a campaign visit; the proxy drops them after recording them (decision 0050). */
export const CAMPAIGN_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'utm_term',
  'gclid',
  'fbclid',
  'vendedor',
] as const;

const label = z
  .string()
  .max(80)
  .regex(/^[\p{L}\p{N} ._\-/+:]*$/u);

export const touchSchema = z.object({
  /** Source: utm_source, else "google" (gclid) or "facebook" (fbclid), lower case. */
  s: label.min(1),
  m: label.optional(),
  c: label.optional(),
  /** Milliseconds since the epoch. */
  at: z.number().int().min(0),
});
export type Touch = z.infer<typeof touchSchema>;

export const attributionSchema = z.object({
  f: touchSchema,
  l: touchSchema,
  /** The team member (sellers.id) whose link brought the last campaign visit, when one did (`vendedor=`). */
  v: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type Attribution = z.infer<typeof attributionSchema>;

const clean = (value: string | null) => {
  const text = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ._\-/+:]/gu, '')
    .slice(0, 80);
  return text || undefined;
};

export function hasCampaign(params: URLSearchParams): boolean {
  return CAMPAIGN_PARAMS.some((p) => params.has(p));
}

/** The campaign a landing URL's query names, or null when it names none. */
export function touchFrom(params: URLSearchParams, now: number): { touch: Touch; seller?: number } | null {
  const source =
    clean(params.get('utm_source')) ??
    (params.has('gclid') ? 'google' : params.has('fbclid') ? 'facebook' : undefined);
  const sellerText = params.get('vendedor') ?? '';
  const seller = /^\d{1,9}$/.test(sellerText) && Number(sellerText) > 0 ? Number(sellerText) : undefined;
  // A seller's own link with nothing else came through that seller's chat.
  const s = source ?? (seller ? 'whatsapp' : undefined);
  if (!s) return null;
  const m =
    clean(params.get('utm_medium')) ??
    (params.has('gclid') ? 'cpc' : params.has('fbclid') ? 'social' : seller ? 'chat' : undefined);
  const c = clean(params.get('utm_campaign'));
  const touch: Touch = { s, at: now, ...(m ? { m } : {}), ...(c ? { c } : {}) };
  return { touch, ...(seller ? { seller } : {}) };
}

/** The cookie's value read back; anything malformed (an old format, a hand-edited cookie) counts as none. */
export function parseAttribution(raw: string | null | undefined): Attribution | null {
  if (!raw || raw.length > 1000) return null;
  try {
    const parsed = attributionSchema.safeParse(JSON.parse(fromBase64Url(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The first touch stays; the last becomes this one; a seller named now replaces the previous one. */
export function withTouch(
  previous: Attribution | null,
  { touch, seller }: { touch: Touch; seller?: number },
): Attribution {
  const v = seller ?? (previous?.v !== undefined ? previous.v : undefined);
  return { f: previous?.f ?? touch, l: touch, ...(v !== undefined ? { v } : {}) };
}

/** Base64url of the JSON: only characters a cookie value and a header carry as they are (no second encoding). */
export const serializeAttribution = (a: Attribution): string => toBase64Url(JSON.stringify(a));

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function fromBase64Url(value: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) throw new Error('not base64url');
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}
