// UTC calendar keys for usage: days 'YYYY-MM-DD', months 'YYYY-MM'. A month rolls over
// at 00:00 UTC on the 1st.

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function utcMonth(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** Epoch ms of the next 00:00 UTC on the 1st after `ms`. */
export function nextMonthStartMs(ms: number): number {
  const date = new Date(ms);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0..99 as 1900..1999.
  const next = new Date(0);
  next.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
  return next.getTime();
}
