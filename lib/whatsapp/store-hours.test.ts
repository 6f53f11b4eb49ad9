import { describe, expect, it } from 'vitest';
import { nextOpening, weekdayName } from './store-hours';

// Ciudad del Este is UTC−3 all year (Paraguay kept summer time from October 2024).
const at = (iso: string) => new Date(iso);

describe('nextOpening: when the store answers a message written outside its hours', () => {
  it('is null while the store is open (Monday to Saturday, 8h to 18h local)', () => {
    expect(nextOpening(at('2026-11-25T11:00:00Z'))).toBeNull(); // Wednesday 08:00
    expect(nextOpening(at('2026-11-28T20:59:00Z'))).toBeNull(); // Saturday 17:59
  });

  it('says "today" before the opening hour, "tomorrow" after closing, and the weekday over Sunday', () => {
    expect(nextOpening(at('2026-11-25T09:30:00Z'))).toEqual({ when: 'today', weekday: 3, time: '08:00' }); // Wed 06:30
    expect(nextOpening(at('2026-11-25T22:00:00Z'))).toEqual({ when: 'tomorrow', weekday: 4, time: '08:00' }); // Wed 19:00
    expect(nextOpening(at('2026-11-28T21:00:00Z'))).toEqual({ when: 'day', weekday: 1, time: '08:00' }); // Sat 18:00
    expect(nextOpening(at('2026-11-29T15:00:00Z'))).toEqual({ when: 'tomorrow', weekday: 1, time: '08:00' }); // Sunday noon
  });

  it("names the weekday in the shopper's language", () => {
    expect(weekdayName(1, 'es-PY')).toBe('lunes');
    expect(weekdayName(1, 'pt-BR')).toBe('segunda-feira');
  });
});
