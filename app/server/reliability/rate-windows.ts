// Checks the per-second limit from the outside, robustly. The limiter counts a request in
// the whole second of the server clock at which it takes its slot, some time between the
// request's arrival and its answer. So each served request is known to lie in a window
// interval [floor(arrivedMs/1000), floor(answeredMs/1000)] (both read on the server's
// clock), and the limit held iff the requests can be placed in windows of their intervals
// with at most `limit` per window. Earliest-deadline-first placement decides that exactly
// for unit jobs with release times and deadlines: no false alarm on a request that
// straddles a second boundary, and any real excess is found.

export interface ServedRequest {
  /** Server clock (epoch ms) when the request arrived, before any hook ran. */
  arrivedMs: number;
  /** Server clock when its answer was finished. */
  answeredMs: number;
}

/** A window that had to hold more than `limit` requests, or null when the limit held. */
export function overfullWindow(served: readonly ServedRequest[], limit: number): { windowS: number; placed: number; left: number } | null {
  const jobs = served.map((r) => ({ from: Math.floor(r.arrivedMs / 1000), to: Math.floor(r.answeredMs / 1000) })).sort((a, b) => a.from - b.from);
  if (jobs.some((job) => job.to < job.from)) throw new Error('a request was answered before it arrived');
  // Deadlines of the released, unplaced jobs; kept sorted (the sets here are small).
  let waiting: number[] = [];
  let next = 0;
  let window = jobs.length ? jobs[0].from : 0;
  while (next < jobs.length || waiting.length) {
    if (!waiting.length && jobs[next].from > window) window = jobs[next].from;
    while (next < jobs.length && jobs[next].from === window) waiting.push(jobs[next++].to);
    waiting.sort((a, b) => a - b);
    const placed = Math.min(limit, waiting.length);
    waiting = waiting.slice(placed);
    if (waiting.length && waiting[0] <= window) return { windowS: window, placed, left: waiting.filter((to) => to <= window).length };
    window++;
  }
  return null;
}
