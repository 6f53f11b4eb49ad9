import type { Banner } from '@/lib/contract';

/** Spec §3 banner types: 1 main, 2 side, 3/5/6 central groups, 4 second side, 7 popup. */
export function groupBanners(banners: readonly Banner[]) {
  const of = (type: number) => banners.filter((b) => b.tipo_id === type);
  return {
    main: of(1),
    side: [...of(2), ...of(4)],
    central: [of(3), of(5), of(6)] as const,
    popup: of(7)[0] as Banner | undefined,
  };
}

/** Banner links may be absolute (another site) or store paths (localized by the caller). */
export function isExternalLink(link: string): boolean {
  return /^https?:\/\//i.test(link);
}
