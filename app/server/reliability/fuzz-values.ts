// fast-check generators shared by the fuzz tests: text of every kind (unicode, lone
// surrogates, control characters, huge), card- and node-id-like strings near the grammar,
// values of the wrong type, deep nesting, and URL encodings (percent-encoded bytes, or
// raw text with stray `%`, `&` and `=`).
import fc from 'fast-check';

const RANKS = '23456789TJQKAtjqka1XZ0';
const SUITS = 'cdhsCDHSxz';

/** Any text: graphemes, any code point (lone surrogates included), ASCII controls. */
export const anyText = (maxLength = 40): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({ unit: 'binary', maxLength }),
    fc.string({ unit: fc.constantFrom('\u0000', '\u0007', '\t', '\n', '\r', '\u007f', '\u200b', '\ufeff', '\u202e', '%', '"', '\\', '<', '>', '&', '='), maxLength: 8 }),
  );

/** Text from 1 KB to 40 KB: over every length limit, around the 32 KiB body limit. */
export const hugeText: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 1_000, max: 40_000 }), fc.constantFrom('x', 'é', '🂡', '-x', 'As', '\u0000', '%'))
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** One card-like token: mostly cards, sometimes broken ones. */
const cardLike = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...'23456789TJQKA'), fc.constantFrom(...'cdhs')).map(([r, s]) => r + s) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...RANKS), fc.constantFrom(...SUITS)).map(([r, s]) => r + s) },
);

/** Strings of 0 to 4 card-like tokens (hands, flops, turn and river cards, with repeats). */
export const cardsLike: fc.Arbitrary<string> = fc.oneof(
  fc.array(cardLike, { minLength: 1, maxLength: 4 }).map((cards) => cards.join('')),
  fc.constantFrom('', 'Ks7h2d', 'As7h2d', 'AhAd', 'AsAs', 'KsKs7h', '3h', '10h', 'A♠K♥', 'ahad', 'AHAD'),
);

/** Node-id-like strings: the grammar's tokens with real and broken amounts and cards. */
export const nodeLike: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('root', 'root', 'root', 'ROOT', '', 'rooot', 'root-'),
    fc.array(
      fc.oneof(
        fc.constantFrom('x', 'c', 'f', 'b5', 'b2.5', 'b2.50', 'r15', 'r0', 'b-1', 'b1e3', 'b', 'r', 'bNaN', 'b100000000000000000000', 'turn_3h', 'river_4c', 'turn_', 'turn_Ks', 'river_', ''),
        cardLike.map((card) => `turn_${card}`),
        fc.nat(1000).map((n) => `b${n / 10}`),
        anyText(4),
      ),
      { maxLength: 14 },
    ),
  )
  .map(([root, tokens]) => [root, ...tokens].join('-'));

/** A JSON value of a type a field may not expect, including deep nesting and huge text. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1.5, -0, 1e308, -1e-308, Number.MAX_SAFE_INTEGER + 2, '', ' ', 'null', '0', 'true', [], {}, [null], { '': 1 }),
  fc.jsonValue({ maxDepth: 3 }),
  anyText(20),
);

/** `depth` levels of arrays or objects around a leaf, as raw JSON text (deeper than any stack-bound walk). */
export function deepNestingText(depth: number, kind: 'array' | 'object', leaf = '1'): string {
  return kind === 'array' ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 100, max: 6_000 }), fc.constantFrom('array', 'object') as fc.Arbitrary<'array' | 'object'>)
  .map(([depth, kind]) => deepNestingText(depth, kind));

/** Percent-encodes the UTF-8 bytes of `text` (lone surrogates become U+FFFD, as a browser would send). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const char = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Raw ASCII query text: stray percent signs, separators and brackets, sent as they are. */
export const rawQueryText: fc.Arbitrary<string> = fc.string({ unit: fc.constantFrom(...'%&=+;?/[]abcXYZ019-_.~!$\'()*,:@'), maxLength: 24 });

/** A query string from key/value pairs, each encoded properly or sent raw. */
export function queryString(entries: readonly (readonly [string, string, 'encoded' | 'raw'])[]): string {
  return entries.map(([key, value, how]) => (how === 'raw' ? `${key}=${value}` : `${percentEncode(key)}=${percentEncode(value)}`)).join('&');
}
