/**
 * Banner windows are typed in Paraguay's clock (the store's), whatever the staff member's computer says:
 * `<input type="datetime-local">` values ("2026-12-01T08:00") to and from ISO instants.
 */
const ZONE = 'America/Asuncion';
const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });

function wallClock(at: Date): { local: string; asUtcMs: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
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
