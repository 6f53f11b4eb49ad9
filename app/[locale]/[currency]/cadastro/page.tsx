import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loadDepartments } from './load-departments';
import { SignupForm } from '@/components/account/signup/signup-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';
import { draftLinkTokenSchema } from '@/lib/contract/admin-drafts';
import { emailField } from '@/lib/contract/account-fields';

/**
 * Where the signup may send the new customer back: checkout, or a seller's payment link (an invitation to register,
 * decision 0047) — only those exact shapes, never a free path.
 */
function backTo(value: string | string[] | undefined): string | null {
  if (value === '/checkout') return '/checkout';
  const token = typeof value === 'string' && value.startsWith('/pagar/') ? value.slice('/pagar/'.length) : '';
  return draftLinkTokenSchema.safeParse(token).success ? `/pagar/${token}` : null;
}

// The redirect parameter and a per-shopper form: rendered on request, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<ShopParams> }): Promise<Metadata> {
  const { locale } = await shopContext(params);
  const t = await getTranslations({ locale, namespace: 'Signup' });
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
  };
}

/**
 * Spec §2 /cadastro: the multi-step registration; `?redirect=/checkout` comes back to checkout, a seller's payment
 * link (`?redirect=/pagar/{token}&email=`) comes back to it with the invited e-mail prefilled, else /perfil.
 */
export default async function SignupPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<{ redirect?: string | string[]; email?: string | string[] }>;
}) {
  const { locale } = await shopContext(params);
  const [t, query, departments] = await Promise.all([
    getTranslations({ locale, namespace: 'Signup' }),
    searchParams,
    loadDepartments(),
  ]);
  const redirect = backTo(query.redirect);
  // The invitation's e-mail, prefilled (the person may still change it; the link then stays unclaimed).
  const email = emailField.safeParse(query.email);
  const loginHref =
    localizePath(locale, '/login') + (redirect ? `?redirect=${encodeURIComponent(redirect)}` : '');

  return (
    <ClientMessages locale={locale} namespaces={['Signup']}>
      <div className="container-page grid max-w-5xl gap-8 py-8 md:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12">
        <header className="flex flex-col gap-3 lg:sticky lg:top-28 lg:self-start">
          <h1 className="font-display text-3xl font-semibold tracking-tight text-plum-900 md:text-4xl">
            {t('title')}
          </h1>
          <p className="text-muted">{t('intro')}</p>
          <p className="text-sm text-ink">
            {t('haveAccount')}{' '}
            <Link
              href={loginHref}
              className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900"
            >
              {t('login')}
            </Link>
          </p>
        </header>
        <QueryProvider>
          <SignupForm
            locale={locale}
            departments={departments}
            redirect={redirect}
            email={email.success ? email.data : ''}
          />
        </QueryProvider>
      </div>
    </ClientMessages>
  );
}
