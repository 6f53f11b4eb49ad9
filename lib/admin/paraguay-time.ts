import { paraguayClock } from '@/lib/contract/paraguay-clock';

/**
 * Banner windows are typed in Paraguay's clock (the store's), whatever the staff member's computer says:
 * `<input type="datetime-local">` values ("2026-12-01T08:00") to and from ISO instants.
 */
function wallClock(at: Date): { local: string; asUtcMs: number } {
  const p = paraguayClock(at);
  const local = `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
  return { local, asUtcMs: Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) };
}

/** ISO instant → the datetime-local value Paraguay's clock shows then ('' for none). */
export function toParaguayInput(iso: string | null): string {
  return iso ? wallClock(new Date(iso)).local : '';
}

/** A datetime-local value read on Paraguay's clock → ISO instant (null for empty or invalid). */
export function fromParaguayInput(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const guess = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  // The zone's offset at that moment (read twice: the first guess may sit across an offset change).
  let at = guess - (wallClock(new Date(guess)).asUtcMs - guess);
  at = guess - (wallClock(new Date(at)).asUtcMs - at);
  return new Date(at).toISOString();
}

/**
 * A date filter's day (`<input type="date">`, "2026-11-25") as Paraguay's whole day: its first or its last second
 * as an ISO instant (null for empty or invalid). The orders list filters with these, never a fixed offset.
 */
export function paraguayDayBound(day: string, edge: 'start' | 'end'): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day.trim())) return null;
  const start = fromParaguayInput(`${day.trim()}T00:00`);
  if (!start) return null;
  if (edge === 'start') return start;
  const next = new Date(Date.parse(`${day.trim()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const nextStart = fromParaguayInput(`${next}T00:00`);
  return nextStart ? new Date(Date.parse(nextStart) - 1000).toISOString() : null;
}

/** The Paraguay calendar day an instant falls on ("2026-11-25"), for a date field's value. */
export function paraguayDay(iso: string): string {
  return toParaguayInput(iso).slice(0, 10);
}
