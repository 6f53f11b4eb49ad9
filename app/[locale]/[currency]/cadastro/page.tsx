import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { loadDepartments } from './load-departments';
import { SignupForm } from '@/components/account/signup/signup-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { QueryProvider } from '@/components/providers/query-provider';
import { shopContext, type ShopParams } from '@/lib/i18n/server';
import { localizePath } from '@/lib/i18n/paths';

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

/** Spec §2 /cadastro: the multi-step registration; `?redirect=/checkout` comes back to checkout, else /perfil. */
export default async function SignupPage({
  params,
  searchParams,
}: {
  params: Promise<ShopParams>;
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  const { locale } = await shopContext(params);
  const [t, query, departments] = await Promise.all([
    getTranslations({ locale, namespace: 'Signup' }),
    searchParams,
    loadDepartments(),
  ]);
  const redirect = query.redirect === '/checkout' ? '/checkout' : null;
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
          <SignupForm locale={locale} departments={departments} redirect={redirect} />
        </QueryProvider>
      </div>
    </ClientMessages>
  );
}
