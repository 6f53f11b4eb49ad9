/**
 * One CSV cell, RFC 4180 quoting. `guardFormulas` (files staff open in a spreadsheet) prefixes an apostrophe to a
 * cell starting with =, +, -, @, tab or CR, which a spreadsheet would otherwise run as a formula (CSV injection).
 */
export function csvCell(value: string | number, { guardFormulas = false } = {}): string {
  const text = String(value);
  const safe = guardFormulas && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
