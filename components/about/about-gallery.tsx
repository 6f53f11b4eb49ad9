import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/config';

/** Drawn by scripts/generate-site-images.mjs (1200×900 each). */
export const ABOUT_IMAGES = ['facade', 'perfumes', 'cosmetics', 'electronics', 'bridge'] as const;

/**
 * Spec §2: five-image gallery. A bento grid on desktop (the first picture twice the size), two columns
 * on phones; pictures only, so nothing here takes keyboard focus.
 */
export async function AboutGallery({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  return (
    <section aria-labelledby="about-gallery" className="mt-14 md:mt-20">
      <h2 id="about-gallery" className="section-title mb-5">
        {t('galleryTitle')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {ABOUT_IMAGES.map((name, i) => (
          <li
            key={name}
            className={`relative overflow-hidden rounded-card bg-plum-100 shadow-card ${i === 0 ? 'col-span-2 aspect-[4/3] md:row-span-2 md:aspect-auto' : 'aspect-[4/3]'}`}
          >
            <Image
              src={`/images/about/${name}.webp`}
              alt={t(`gallery.${name}`)}
              fill
              sizes={
                i === 0
                  ? '(min-width: 1400px) 680px, (min-width: 768px) 50vw, 100vw'
                  : '(min-width: 1400px) 340px, (min-width: 768px) 25vw, 50vw'
              }
              className="object-cover transition duration-500 hover:scale-[1.03]"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
