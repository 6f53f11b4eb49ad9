import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { buildUrl } from '@/lib/api/client';
import { identityHeaders } from '@/lib/api/storefront-identity';
import { accountMetadata, requireSession } from '@/lib/account/account-page';
import { draftLinkAnswerSchema, draftLinkTokenSchema } from '@/lib/contract/admin-drafts';
import { apiLang } from '@/lib/i18n/config';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { currentSessionToken } from '@/lib/session/cookies';

/** Per customer and per link: never cached, never indexed. */
export const dynamic = 'force-dynamic';

type Params = ShopParams & { token: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Payment');
}

/** The pending payment's provider page of the signed-in customer's own order, or null (bad, expired, not theirs). */
async function paymentPage(token: string, lang: 'pt' | 'es'): Promise<string | null> {
  if (!draftLinkTokenSchema.safeParse(token).success) return null;
  const session = await currentSessionToken();
  const res = await fetch(buildUrl(`/ecom/venda/pedido-vendedor/${token}`, { lang }), {
    headers: { accept: 'application/json', authorization: `Bearer ${session}`, ...identityHeaders() },
    cache: 'no-store',
    signal: AbortSignal.timeout(15_000),
  });
  if (!res.ok) return null;
  const answer = draftLinkAnswerSchema.parse(await res.json());
  return answer.link_pagamento[0] ?? null;
}

/**
 * /pagar/{token} (issue 28 point 3, decision 0047): the payment link a seller sent over WhatsApp. The customer
 * signs in (and comes back here), then goes to their provider's payment page, as after the checkout's last step.
 */
export default async function SellerLinkPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { locale } = await shopContext(p);
  await requireSession(locale, `/pagar/${encodeURIComponent(p.token)}`);
  const target = await paymentPage(p.token, apiLang(locale));
  if (target) redirect(target);
  const t = await getTranslations({ locale, namespace: 'SellerLink' });
  return (
    <div className="container-page max-w-3xl py-8 md:py-12">
      <h1 className="font-display text-3xl font-semibold text-plum-900">{t('title')}</h1>
      <p className="mt-4 text-muted" data-testid="seller-link-gone">
        {t('gone')}
      </p>
    </div>
  );
}
