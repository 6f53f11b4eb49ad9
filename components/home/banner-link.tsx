import Link from '@/components/ui/soft-link';
import type { ReactNode } from 'react';
import { isExternalLink } from '@/lib/catalog/banners';
import type { AppLocale } from '@/lib/i18n/config';
import { localizePath } from '@/lib/i18n/paths';

/** Wraps a banner in its link when it has one; store paths get the locale prefix. */
export function BannerLink({
  link,
  locale,
  label,
  className,
  children,
}: {
  link: string | null;
  locale: AppLocale;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  if (!link) return <div className={className}>{children}</div>;
  if (isExternalLink(link)) {
    return (
      <a href={link} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={localizePath(locale, link)} className={className} aria-label={label}>
      {children}
    </Link>
  );
}
