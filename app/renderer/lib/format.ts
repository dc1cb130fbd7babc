// Number and time formatting for the UI. English, fixed locale: the app's text is English
// and tests must not depend on the machine's locale.
const LOCALE = 'en-US';

/** BB amounts to at most 2 decimals: 2.5 -> '2.5', 11 -> '11'. */
export function formatBb(bb: number): string {
  return `${Number(bb.toFixed(2))}`;
}

/** A fraction as a whole percent: 0.333 -> '33%'. */
export function formatPct(fraction: number): string {
  return `${Math.round(fraction * 100)}%`;
}

/** A frequency with one decimal: 0.2564 -> '25.6%'; exact 0 and 1 stay short. */
export function formatFreq(frequency: number): string {
  const pct = frequency * 100;
  if (pct === 0 || pct === 100) return `${pct}%`;
  return `${pct.toFixed(1)}%`;
}

/** Integers with thousands separators: 12345 -> '12,345'. */
export function formatCount(count: number): string {
  return count.toLocaleString(LOCALE, { maximumFractionDigits: 0 });
}

/** A count with its noun, singular for one: (1, 'node') -> '1 node', (3, 'node') -> '3 nodes'. */
export function formatCountOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}

/** Up to `digits` decimals, trailing zeros dropped: (0.12500, 4) -> '0.125'. */
export function formatDecimal(value: number, digits: number): string {
  const text = value.toFixed(digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** An ISO timestamp as 'YYYY-MM-DD HH:MM UTC'. */
export function formatUtc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How far `iso` is from `nowMs`: 'in 9 days', 'in 5 hours', '3 minutes ago'. */
export function formatRelative(iso: string, nowMs: number): string {
  const deltaMs = new Date(iso).getTime() - nowMs;
  if (Number.isNaN(deltaMs)) return iso;
  const format = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
  for (const [unit, ms] of UNITS) {
    if (Math.abs(deltaMs) >= ms) return format.format(Math.trunc(deltaMs / ms), unit);
  }
  return format.format(Math.round(deltaMs / 1000), 'second');
}
