import { describe, expect, it } from 'vitest';
import { decodeDraft, encodeDraft } from './table-codec.ts';
import { emptyDraft } from './table-draft.ts';

describe('table codec', () => {
  it('reads back what it writes', () => {
    const draft = { ...emptyDraft(), platform: 'pio', hand: 'AhKd', tree: { situation: 'srp', position: 'btn_bb', node: 'root-x' } };
    expect(decodeDraft(encodeDraft(draft))).toEqual(draft);
  });

  it.each([
    ['absent', null],
    ['not JSON', '{oops'],
    ['a wrong type', JSON.stringify({ heroSeat: 'three' })],
  ])('falls back to the defaults when %s', (_name, param) => {
    expect(decodeDraft(param)).toEqual(emptyDraft());
  });

  it('merges a partial draft over the defaults and drops unknown fields', () => {
    expect(decodeDraft(JSON.stringify({ hand: 'QsQd', extra: 1 }))).toEqual({ ...emptyDraft(), hand: 'QsQd' });
  });
});
