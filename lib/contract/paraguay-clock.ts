/**
 * The store's clock (America/Asuncion): SIFEN's and Pagopar's dates are written in it, and the back office's staff
 * type and read dates in it whatever their computer says. Built once: a DateTimeFormat costs tens of µs to make.
 */
const asuncion = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Asuncion',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Paraguay's wall clock (America/Asuncion) at `at`, as zero-padded parts. */
export function paraguayClock(
  at: Date,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const p = Object.fromEntries(asuncion.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
}
