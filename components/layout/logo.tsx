import Link from '@/components/ui/soft-link';
import { STORE } from '@/lib/store-info';

/** Wordmark in the display face: no image request above the fold. */
export function Logo({ href, label, inverted = false }: { href: string; label: string; inverted?: boolean }) {
  return (
    <Link
      href={href}
      aria-label={`${STORE.name} — ${label}`}
      className="group inline-flex min-h-10 shrink-0 items-center gap-2"
    >
      <span
        aria-hidden="true"
        className={`grid size-9 place-items-center rounded-full border font-display text-lg font-semibold ${
          inverted ? 'border-gold-400 text-gold-300' : 'border-gold-500 bg-plum-900 text-gold-300'
        }`}
      >
        C
      </span>
      <span
        className={`font-display text-xl leading-none font-semibold tracking-wide ${inverted ? 'text-white' : 'text-plum-900'}`}
      >
        {STORE.name}
      </span>
    </Link>
  );
}
