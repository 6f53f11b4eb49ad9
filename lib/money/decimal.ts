/**
 * Exact decimal helpers on BigInt: money never passes through a float until the final display number.
 */

/** "123.4" with scale 2 → 12340n. Accepts an optional sign; rejects anything else. */
export function parseScaled(value: string | number, scale: number): bigint {
  const s = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const m = /^(-)?(\d+)(?:\.(\d+))?$/.exec(s);
  if (!m) throw new RangeError(`not a decimal: ${s}`);
  const frac = (m[3] ?? '').padEnd(scale + 1, '0');
  let n = BigInt(m[2] + frac.slice(0, scale));
  if (Number(frac[scale] ?? '0') >= 5) n += 1n; // half up on the first dropped digit
  return m[1] ? -n : n;
}

// One formatter for the process: toLocaleString with options builds a new one per call, ~60 µs each here.
const plain = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

function numberToPlain(n: number): string {
  if (!Number.isFinite(n)) throw new RangeError('not finite');
  return plain.format(n);
}

/** a ÷ b rounded half away from zero. */
export function divRound(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  const neg = a < 0n !== b < 0n;
  const aa = a < 0n ? -a : a;
  const bb = b < 0n ? -b : b;
  const q = (aa * 2n + bb) / (bb * 2n);
  return neg ? -q : q;
}

// Money needs at most a few decimal places: those powers are kept, as every listing card asks for them.
const POWERS = Array.from({ length: 19 }, (_, n) => 10n ** BigInt(n));
export const pow10 = (n: number): bigint => POWERS[n] ?? 10n ** BigInt(n);
