import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buildUrl } from '@/lib/api/client';
import { identityHeaders } from '@/lib/api/storefront-identity';
import { accountMetadata, requireSession } from '@/lib/account/account-page';
import {
  draftInviteAnswerSchema,
  draftLinkAnswerSchema,
  draftLinkTokenSchema,
  type DraftLinkAnswer,
} from '@/lib/contract/admin-drafts';
import { apiLang, type AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { currencyById, formatMoney, minorToMajor } from '@/lib/money';
import { currentSessionToken } from '@/lib/session/cookies';

/** Per customer and per link: never cached, never indexed. */
export const dynamic = 'force-dynamic';

type Params = ShopParams & { token: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  return accountMetadata((await shopContext(params)).locale, 'Payment');
}

const call = (path: string, lang: 'pt' | 'es', session?: string) =>
  fetch(buildUrl(path, { lang }), {
    headers: {
      accept: 'application/json',
      ...(session && { authorization: `Bearer ${session}` }),
      ...identityHeaders(),
    },
    cache: 'no-store',
    signal: AbortSignal.timeout(15_000),
  });

/** The signed-in customer's own order behind the link (an invitation is claimed on the way), or null. */
async function orderOf(token: string, lang: 'pt' | 'es', session: string): Promise<DraftLinkAnswer | null> {
  const res = await call(`/ecom/venda/pedido-vendedor/${token}`, lang, session);
  return res.ok ? draftLinkAnswerSchema.parse(await res.json()) : null;
}

/** A seller's invitation not claimed yet: whom it invites (the public side; nothing for any other link). */
async function invitationOf(token: string, lang: 'pt' | 'es') {
  const res = await call(`/ecom/venda/convite-vendedor/${token}`, lang);
  const answer = res.ok ? draftInviteAnswerSchema.parse(await res.json()) : null;
  return answer?.invited ? answer : null;
}

const money = (minor: number, currencyId: number) =>
  formatMoney(minorToMajor(minor, currencyById(currencyId)), currencyId);

async function Invitation({
  locale,
  path,
  invite,
}: {
  locale: AppLocale;
  path: string;
  invite: { email: string | null; name: string | null };
}) {
  const t = await getTranslations({ locale, namespace: 'SellerLink' });
  const back = encodeURIComponent(path);
  const email = encodeURIComponent(invite.email ?? '');
  return (
    <section className="mt-6 flex flex-col gap-4" data-testid="seller-link-invite">
      <p className="text-lg text-ink">
        {t('inviteIntro', { name: (invite.name ?? '').split(' ')[0], email: invite.email ?? '' })}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          className="btn-primary"
          href={`${localizePath(locale, '/cadastro')}?redirect=${back}&email=${email}`}
        >
          {t('createAccount')}
        </Link>
        <Link className="btn-outline" href={`${localizePath(locale, '/login')}?redirect=${back}`}>
          {t('haveAccount')}
        </Link>
      </div>
      <p className="text-sm text-muted">{t('inviteNote')}</p>
    </section>
  );
}

async function Summary({ locale, answer }: { locale: AppLocale; answer: DraftLinkAnswer }) {
  const t = await getTranslations({ locale, namespace: 'SellerLink' });
  const r = answer.resumo;
  const row = (label: string, value: string, id?: string) => (
    <div className="flex justify-between gap-4 py-2" data-testid={id}>
      <dt className="text-muted">{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
  return (
    <section className="mt-6 flex flex-col gap-4" data-testid="seller-link-summary">
      <h2 className="text-xl font-semibold">{t('orderNumber', { number: answer.pedido.pedido })}</h2>
      <p data-testid="seller-link-where">
        {r.address ? `${t('deliverTo')}: ${r.address}` : `${t('pickupAt')}: ${r.pickup_point ?? ''}`}
      </p>
      <dl className="divide-y divide-line rounded-card border border-line px-4">
        {row(t('items'), money(r.items_minor, r.currency_id))}
        {r.discount_minor > 0 && row(t('discount'), `− ${money(r.discount_minor, r.currency_id)}`)}
        {row(
          r.address ? t('shipping') : t('pickup'),
          money(r.shipping_minor, r.currency_id),
          'seller-link-shipping',
        )}
        <div
          className="flex justify-between gap-4 py-2 text-lg font-semibold"
          data-testid="seller-link-total"
        >
          <dt>{t('total')}</dt>
          <dd className="tabular-nums">{money(r.total_minor, r.currency_id)}</dd>
        </div>
      </dl>
      {answer.link_pagamento[0] && (
        <a className="btn-primary self-start" href={answer.link_pagamento[0]} data-testid="seller-link-pay">
          {t('pay')}
        </a>
      )}
    </section>
  );
}

/**
 * /pagar/{token} (issue 28 point 3, decision 0047): the payment link a seller sent over WhatsApp. Signed in: what
 * the order is (delivery address and cost, or the pickup point) and the button to the provider's payment page. Signed
 * out: an invitation asks the person to create their account with the invited e-mail (or sign in) and come back;
 * any other link goes to login and back.
 */
export default async function SellerLinkPage({ params }: { params: Promise<Params> }) {
  const p = await params;
  const { locale } = await shopContext(p);
  const lang = apiLang(locale);
  const path = `/pagar/${encodeURIComponent(p.token)}`;
  const valid = draftLinkTokenSchema.safeParse(p.token).success;
  const session = await currentSessionToken();
  const invite = valid && !session ? await invitationOf(p.token, lang) : null;
  if (!invite) await requireSession(locale, path);
  const answer = valid && session ? await orderOf(p.token, lang, session) : null;
  const t = await getTranslations({ locale, namespace: 'SellerLink' });
  return (
    <div className="container-page max-w-3xl py-8 md:py-12">
      <h1 className="font-display text-3xl font-semibold text-plum-900">
        {invite ? t('inviteTitle') : t('title')}
      </h1>
      {invite ? (
        <Invitation locale={locale} path={path} invite={invite} />
      ) : answer ? (
        <Summary locale={locale} answer={answer} />
      ) : (
        <p className="mt-4 text-muted" data-testid="seller-link-gone">
          {t('gone')}
        </p>
      )}
    </div>
  );
}
