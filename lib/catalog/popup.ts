/** Spec §9: the promotional popup appears again only after 300000 ms (5 minutes). */
export const POPUP_INTERVAL_MS = 300_000;
export const POPUP_STORAGE_KEY = 'promoPopupShownAt';

export function shouldShowPopup(
  lastShownAt: string | null,
  now: number,
  intervalMs: number = POPUP_INTERVAL_MS,
): boolean {
  const last = Number(lastShownAt);
  return !lastShownAt || !Number.isFinite(last) || now - last >= intervalMs || last > now;
}

/** Without a scroll, the popup opens this long after the load event (kept off the LCP, see promo-popup). */
export const POPUP_IDLE_MS = 8_000;
