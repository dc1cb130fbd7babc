// Amounts inside the solver are integer cents of a BB (1 BB = 100), so that tree sizes,
// node-id tokens and comparisons are exact; the API speaks BB.

export const CENTS_PER_BB = 100;

export function bbToCents(bb: number): number {
  return Math.round(bb * CENTS_PER_BB);
}

export function centsToBb(cents: number): number {
  return cents / CENTS_PER_BB;
}

/**
 * BB amount as written in node ids: plain decimal, at most 2 decimals, no trailing zeros
 * (250 cents -> '2.5', 1100 -> '11'). Same rule as app/shared/poker/node-id formatAmount.
 */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100);
  const frac = abs % 100;
  if (frac === 0) return `${sign}${whole}`;
  const text = frac < 10 ? `0${frac}` : String(frac);
  return `${sign}${whole}.${text.endsWith('0') ? text[0] : text}`;
}
