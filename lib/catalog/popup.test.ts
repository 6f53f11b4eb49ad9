import { describe, expect, it } from 'vitest';
import { POPUP_INTERVAL_MS, shouldShowPopup } from './popup';

describe('shouldShowPopup', () => {
  const now = 1_700_000_000_000;
  it('shows on a first visit', () => expect(shouldShowPopup(null, now)).toBe(true));
  it('waits 5 minutes before showing again', () => {
    expect(shouldShowPopup(String(now - POPUP_INTERVAL_MS + 1), now)).toBe(false);
    expect(shouldShowPopup(String(now - POPUP_INTERVAL_MS), now)).toBe(true);
  });
  it('waits the delay staff set in the back office instead, when given', () => {
    expect(shouldShowPopup(String(now - 6 * 60_000), now, 10 * 60_000)).toBe(false);
    expect(shouldShowPopup(String(now - 10 * 60_000), now, 10 * 60_000)).toBe(true);
  });
  it('recovers from garbage or clock changes', () => {
    expect(shouldShowPopup('abc', now)).toBe(true);
    expect(shouldShowPopup(String(now + 60_000), now)).toBe(true);
  });
});
