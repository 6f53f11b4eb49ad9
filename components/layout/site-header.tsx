import { getTranslations } from 'next-intl/server';
import type { StartData } from '@/lib/contract';
import type { AppLocale, CurrencySegment } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { AccountLink } from '@/components/account/account-link';
import { CartButton } from '@/components/cart/cart-button';
import { cartEnabled } from '@/lib/cart/cart-enabled';
import { loadMessages } from '@/lib/i18n/messages';
import { SearchBox } from '@/components/search/search-box';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { SideMenu } from './side-menu';
import { SideMenuContent } from './side-menu-content';

export async function SiteHeader({
  locale,
  currency,
  start,
}: {
  locale: AppLocale;
  currency: CurrencySegment;
  start: StartData;
}) {
  const [t, ts, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Search' }),
    loadMessages(locale),
  ]);
  const searchLabels = {
    label: ts('label'),
    placeholder: ts('placeholder'),
    submit: ts('submit'),
    suggestions: ts('suggestions'),
    loading: ts('loading'),
    noResults: ts('noResults'),
    // Templates: the box fills {text} and {code} itself.
    seeAll: ts.raw('seeAll') as string,
    code: ts.raw('code') as string,
  };
  // The menus' groups are not in the page: the islands load them from /api/menu when first opened.
  const menuLabels = { seeAll: t.raw('seeAll') as string, loading: t('menuLoading'), error: t('menuError') };

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-paper/95 backdrop-blur supports-[backdrop-filter]:bg-paper/85">
      <div className="container-page grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-2 py-3 lg:grid-cols-[auto_minmax(0,640px)_auto] lg:justify-between lg:gap-x-8">
        <div className="flex items-center gap-1">
          <SideMenu title={t('menu')} openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
            <SideMenuContent locale={locale} labels={menuLabels} />
          </SideMenu>
          <Logo href={localizePath(locale, '/')} label={t('home')} />
        </div>
        <div className="col-span-3 row-start-2 lg:col-span-1 lg:row-start-1 lg:col-start-2">
          <SearchBox locale={locale} currency={currency} labels={searchLabels} />
        </div>
        <div className="col-start-3 row-start-1 flex items-center justify-end gap-2">
          <AccountLink
            loginHref={localizePath(locale, '/login')}
            profileHref={localizePath(locale, '/perfil')}
            labels={{
              loginOrRegister: t('loginOrRegister'),
              greeting: t.raw('greeting') as string,
              welcome: t('welcome'),
            }}
          />
          {cartEnabled() && <CartButton locale={locale} currency={currency} labels={messages.Cart} />}
        </div>
      </div>
      <DesktopNav locale={locale} hasSpecial={start.categories_special.length > 0} labels={menuLabels} />
    </header>
  );
}
