import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/config';
import { MAPS_URL, STORE_ADDRESS_LINE } from '@/lib/store-info';
import { ClockIcon, MapPinIcon } from '@/components/ui/icons';

/** Store location card linking to the map (no embedded map: no third-party script on the home page). */
export async function MapCard({ locale, hours }: { locale: AppLocale; hours?: string | null }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const tf = await getTranslations({ locale, namespace: 'Footer' });
  return (
    <section className="defer-render container-page">
      <a
        href={MAPS_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="group relative flex flex-col gap-4 overflow-hidden rounded-card bg-plum-900 p-6 text-white shadow-card md:flex-row md:items-center md:justify-between md:p-10"
      >
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -top-16 -right-16 size-64 rounded-full border-[28px] border-gold-500/15"
        />
        <span className="relative flex gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-full bg-gold-500 text-3xl text-plum-950">
            <MapPinIcon />
          </span>
          <span>
            <span className="block font-display text-2xl font-semibold">{t('mapTitle')}</span>
            <span className="mt-1 block text-sm text-plum-100">{STORE_ADDRESS_LINE}</span>
            <span className="mt-1 flex items-center gap-1.5 text-sm text-plum-200">
              <ClockIcon /> {hours ?? tf('hours')}
            </span>
          </span>
        </span>
        <span className="relative inline-flex w-fit items-center gap-2 rounded-full bg-gold-400 px-5 py-2.5 text-sm font-semibold text-plum-950 transition group-hover:bg-gold-300">
          {t('mapCta')}
        </span>
      </a>
    </section>
  );
}
