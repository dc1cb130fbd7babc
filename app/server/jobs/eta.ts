// How long a running solve still needs. The solver stops at the target exploitability or
// at the iteration cap, whichever comes first. Exploitability falls roughly as a power of
// the iterations, so the last two measurements give the iteration where the target is
// reached; the time per iteration so far gives the seconds.

export interface ProgressPoint {
  iteration: number;
  /** % of the pot; null when not measured at this point. */
  exploitabilityPct: number | null;
  elapsedMs: number;
}

/** The iteration the solve is expected to stop at (the cap when no better guess). */
export function expectedIterations(history: readonly ProgressPoint[], targetPct: number, maxIterations: number): number {
  const measured = history.filter((p): p is ProgressPoint & { exploitabilityPct: number } => p.exploitabilityPct !== null && p.iteration > 0);
  if (targetPct <= 0 || measured.length < 2) return maxIterations;
  const [a, b] = measured.slice(-2);
  if (b.exploitabilityPct <= targetPct) return b.iteration;
  if (!(b.exploitabilityPct < a.exploitabilityPct) || b.iteration <= a.iteration) return maxIterations;
  const k = Math.log(a.exploitabilityPct / b.exploitabilityPct) / Math.log(b.iteration / a.iteration);
  if (!(k > 0)) return maxIterations;
  return Math.min(maxIterations, Math.ceil(b.iteration * (b.exploitabilityPct / targetPct) ** (1 / k)));
}

/** Seconds left, or null before the first iteration is timed. */
export function etaSeconds(history: readonly ProgressPoint[], targetPct: number, maxIterations: number): number | null {
  const last = history.at(-1);
  if (!last || last.iteration <= 0) return null;
  const goal = Math.max(last.iteration, expectedIterations(history, targetPct, maxIterations));
  const msPerIteration = last.elapsedMs / last.iteration;
  return Math.round(((goal - last.iteration) * msPerIteration) / 100) / 10;
}
