// Raw JSON text built from a valid body with one change at a path: a raw value (which may be
// invalid JSON, a number JSON.parse turns into Infinity, deep nesting), a duplicate key
// (first or last occurrence wins), a removed key. JSON.stringify cannot write these, so
// the change goes in as a sentinel string that is then replaced in the text.
import fc from 'fast-check';

export type JsonPath = readonly (string | number)[];

const SENTINEL = '\u0000fuzz-value\u0000';
const SENTINEL_KEY = '\u0000fuzz-key\u0000';

/** Every path in a JSON value (objects, arrays and leaves), the root excluded. */
export function pathsOf(value: unknown, prefix: JsonPath = []): JsonPath[] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...pathsOf(child, [...prefix, key])]);
}

/** Paths of the objects in a value (the root included), where keys can be added or repeated. */
export function objectPathsOf(value: unknown): JsonPath[] {
  const isObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  const at = (path: JsonPath) => path.reduce<any>((v, key) => v?.[key], value);
  return [[], ...pathsOf(value)].filter((path) => isObject(at(path)));
}

function parentOf(root: any, path: JsonPath): any {
  return path.slice(0, -1).reduce<any>((v, key) => v[key], root);
}

/** The body's JSON text with the value at `path` replaced (or added) by raw JSON text. */
export function withRawValue(body: object, path: JsonPath, raw: string): string {
  const clone = structuredClone(body) as any;
  parentOf(clone, path)[path[path.length - 1]] = SENTINEL;
  return JSON.stringify(clone).replace(JSON.stringify(SENTINEL), () => raw);
}

/** The body's JSON text without the key (or array entry) at `path`. */
export function withoutPath(body: object, path: JsonPath): string {
  const clone = structuredClone(body) as any;
  const parent = parentOf(clone, path);
  const key = path[path.length - 1];
  if (Array.isArray(parent)) parent.splice(Number(key), 1);
  else delete parent[key];
  return JSON.stringify(clone);
}

/**
 * The body's JSON text where the object at `objectPath` holds `key` twice: the raw value
 * before the existing entries (`first`: the original wins in JSON.parse) or after them.
 */
export function withDuplicateKey(body: object, objectPath: JsonPath, key: string, raw: string, first: boolean): string {
  const clone = structuredClone(body) as any;
  const target = objectPath.reduce<any>((v, k) => v[k], clone);
  const entries = Object.entries(target);
  for (const name of Object.keys(target)) delete target[name];
  const ordered = first ? [[SENTINEL_KEY, SENTINEL], ...entries] : [...entries, [SENTINEL_KEY, SENTINEL]];
  for (const [name, value] of ordered) target[name as string] = value;
  return JSON.stringify(clone)
    .replace(JSON.stringify(SENTINEL_KEY), () => JSON.stringify(key))
    .replace(JSON.stringify(SENTINEL), () => raw);
}

/** Text damage: truncation, a stray character, a deleted or repeated span. */
export const textDamage: fc.Arbitrary<(text: string) => string> = fc.oneof(
  fc.double({ min: 0, max: 1, noNaN: true }).map((at) => (text: string) => text.slice(0, Math.floor(text.length * at))),
  fc
    .tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '\\', '\u0000', ' ', 'é', '\ud800', 'null', '0'))
    .map(([at, char]) => (text: string) => {
      const i = Math.floor(text.length * at);
      return text.slice(0, i) + char + text.slice(i);
    }),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 12 })).map(([at, length]) => (text: string) => {
    const i = Math.floor(text.length * at);
    return text.slice(0, i) + text.slice(i + length);
  }),
  fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 30 })).map(([at, length]) => (text: string) => {
    const i = Math.floor(text.length * at);
    return text.slice(0, i + length) + text.slice(i);
  }),
);
