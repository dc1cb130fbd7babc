// How hard the reliability suite pushes: short by default (it is part of the unit run),
// long with DSS_LONG=1 (docs/reliability.md). Every loop of the suite is bounded by one of
// these figures, never by "until it fails".
export const LONG_MODE = process.env.DSS_LONG === '1';

/** The short-mode figure, or the long-mode one under DSS_LONG=1. */
export function byMode<T>(short: T, long: T): T {
  return LONG_MODE ? long : short;
}

/** fast-check runs of a property: `short` in the unit run, `long` under DSS_LONG=1. */
export function fuzzRuns(short: number, long = short * 10): { numRuns: number } {
  return { numRuns: byMode(short, long) };
}
