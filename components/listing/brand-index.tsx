import Image from 'next/image';
import Link from '@/components/ui/soft-link';
import type { Brand } from '@/lib/contract';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/** /marca without a brand: every brand as a logo tile. */
export function BrandIndex({ locale, brands, title }: { locale: AppLocale; brands: Brand[]; title: string }) {
  return (
    <div className="container-page py-8">
      <h1 className="mb-6 font-display text-3xl font-semibold text-plum-900">{title}</h1>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
        {brands.map((b) => (
          <li key={b.id}>
            <Link
              href={localizePath(locale, `/marca/${b.slug}`)}
              className="flex h-28 flex-col items-center justify-center gap-2 rounded-card border border-line bg-paper p-3 text-center shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
            >
              {b.logo ? (
                <span className="relative h-12 w-full">
                  <Image src={b.logo} alt="" fill sizes="160px" className="object-contain" />
                </span>
              ) : null}
              <span className="text-sm font-medium text-ink">{b.nome}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
