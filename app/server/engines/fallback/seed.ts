// The Monte Carlo seed of a body: FNV-1a over a canonical JSON of the fields that shape
// the decision (keys sorted; hand_id, audit and verbosity left out), so the same body
// always gets the same answer, whatever the key order or tracing fields.
const IGNORED = new Set(['hand_id', 'audit', 'verbosity']);

function canonical(value: unknown, top: boolean): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonical(item, false)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value)
      .filter((key) => !(top && IGNORED.has(key)) && (value as Record<string, unknown>)[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key], false)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function seedOf(body: object): number {
  const text = canonical(body, true);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
