import { STORE } from '@/lib/store-info';

/** The store's clock: Ciudad del Este (spec §1 hours are local time). */
const STORE_TIME_ZONE = 'America/Asuncion';
const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;

type Hours = { days: readonly string[]; opens: string; closes: string };

export interface NextOpening {
  /** 'today' before the opening hour, 'tomorrow' the next day, otherwise 'day' with the weekday. */
  when: 'today' | 'tomorrow' | 'day';
  /** 0 = Sunday … 6 = Saturday, in the store's time zone. */
  weekday: number;
  time: string;
}

/** Weekday and minutes since midnight of `now` on the store's clock. */
function storeClock(now: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = DAY_CODES.indexOf(get('weekday').slice(0, 2) as (typeof DAY_CODES)[number]);
  return { weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When the store next answers, or null while it is open (issue 28: a message written outside the hours says when
 * the store answers). Hours come from STORE (spec §1: Monday to Saturday, 8h to 18h), not from the free text staff
 * edit for display, which cannot be computed with.
 */
export function nextOpening(
  now: Date,
  hours: Hours = STORE.hours,
  timeZone = STORE_TIME_ZONE,
): NextOpening | null {
  const { weekday, minutes } = storeClock(now, timeZone);
  const opens = toMinutes(hours.opens);
  const openDay = (d: number) => hours.days.includes(DAY_CODES[d]);
  if (openDay(weekday) && minutes >= opens && minutes < toMinutes(hours.closes)) return null;
  if (openDay(weekday) && minutes < opens) return { when: 'today', weekday, time: hours.opens };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const d = (weekday + ahead) % 7;
    if (openDay(d)) return { when: ahead === 1 ? 'tomorrow' : 'day', weekday: d, time: hours.opens };
  }
  return null;
}

/** The weekday's name in the shopper's language (a fixed Sunday-based week, so no time zone matters). */
export function weekdayName(weekday: number, locale: string): string {
  // 2026-11-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + weekday)),
  );
}
