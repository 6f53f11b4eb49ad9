import type { ReactNode } from 'react';
import Link from '@/components/ui/soft-link';
import { getTranslations } from 'next-intl/server';
import type { Category } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';
import { MAPS_URL, STORE, STORE_ADDRESS_LINE } from '@/lib/store-info';
import { CHAT_REL, chatHref } from '@/lib/whatsapp/chat-href';
import { ClockIcon, MapPinIcon, WhatsAppIcon } from '@/components/ui/icons';
import { Logo } from './logo';

/** `children`: page-wide fixed elements (the WhatsApp button) that belong to a landmark (axe "region"). */
/** `hours`: the store hours staff saved in this language (null: the built-in text). */
export async function SiteFooter({
  locale,
  categories,
  hours,
  children,
}: {
  locale: AppLocale;
  categories: Category[];
  hours?: string | null;
  children?: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const tm = await getTranslations({ locale, namespace: 'Meta' });
  const th = await getTranslations({ locale, namespace: 'Header' });
  const heading = 'mb-3 text-xs font-semibold tracking-widest text-gold-300 uppercase';

  return (
    <footer className="mt-16 bg-plum-950 text-plum-100">
      {/* Placeholder heights close to the real ones (measured: about 740, 590 and 370 px with padding), so the footer
          keeps its size before it renders and axe, which cannot hit-test skipped content, reads its links against
          the footer's background rather than the page's (decision 0035). */}
      <div className="defer-render container-page grid gap-10 bg-plum-950 py-12 [contain-intrinsic-block-size:auto_660px] md:grid-cols-2 md:[contain-intrinsic-block-size:auto_490px] lg:grid-cols-[1.3fr_1fr_1fr] lg:[contain-intrinsic-block-size:auto_272px]">
        <div>
          <Logo href={localizePath(locale, '/')} label={th('home')} inverted />
          <p className="mt-4 max-w-sm text-sm text-plum-200">{tm('tagline')}</p>
          <p className="mt-4 text-xs text-plum-300">{t('pricesNote')}</p>
        </div>
        <div className="space-y-6 text-sm">
          <div>
            <h2 className={heading}>{t('addressTitle')}</h2>
            <address className="not-italic">
              <a
                href={MAPS_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="flex gap-2 hover:text-gold-300"
              >
                <MapPinIcon className="mt-0.5 shrink-0 text-base text-gold-400" />
                {STORE_ADDRESS_LINE}
              </a>
            </address>
          </div>
          <div>
            <h2 className={heading}>{t('hoursTitle')}</h2>
            <p className="flex gap-2">
              <ClockIcon className="mt-0.5 shrink-0 text-base text-gold-400" />
              {hours ?? t('hours')}
            </p>
          </div>
          <div>
            <h2 className={heading}>{t('contactTitle')}</h2>
            <ul className="space-y-2">
              <li>
                <a
                  href={chatHref(locale)}
                  target="_blank"
                  rel={CHAT_REL}
                  className="inline-flex items-center gap-2 hover:text-gold-300"
                >
                  <WhatsAppIcon className="text-base text-whatsapp" />
                  {t('whatsapp', { phone: STORE.whatsapp.display })}
                </a>
              </li>
              <li>
                <Link href={localizePath(locale, '/vendedores')} className="hover:text-gold-300">
                  {t('sellers')}
                </Link>
              </li>
              <li>
                <Link href={localizePath(locale, '/sobre-nos')} className="hover:text-gold-300">
                  {t('about')}
                </Link>
              </li>
            </ul>
          </div>
        </div>
        {categories.length > 0 && (
          <div>
            <h2 className={heading}>{t('categoriesTitle')}</h2>
            <ul className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link href={localizePath(locale, `/produtos/${c.slug}`)} className="hover:text-gold-300">
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="defer-render border-t border-white/10 bg-plum-950 [contain-intrinsic-block-size:auto_60px]">
        <p className="container-page py-5 text-center text-xs text-plum-300">
          {t('copyright', { year: new Date().getFullYear(), name: STORE.name })}
        </p>
      </div>
      {children}
    </footer>
  );
}
