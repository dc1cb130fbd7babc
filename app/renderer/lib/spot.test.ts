import { describe, expect, it } from 'vitest';
import { cardsOfText, formatPositionPair, isCompleteSpot, normaliseCards, spotKey, spotQueryParams } from './spot.ts';

const spot = { platform: 'pio', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'btn_bb' };

describe('spot', () => {
  it('keys a spot and board, dealt cards included', () => {
    expect(spotKey(spot, { flop: 'AsKh7d' })).toBe('pio/1_2/regs/srp/btn_bb/AsKh7d');
    expect(spotKey(spot, { flop: 'AsKh7d', turn: '2c', river: '9s' })).toBe('pio/1_2/regs/srp/btn_bb/AsKh7d/2c/9s');
  });

  it('writes GET parameters with playerType and without absent cards', () => {
    expect(spotQueryParams(spot, { flop: 'AsKh7d' }, 'root')).toEqual({
      platform: 'pio', stakes: '1_2', playerType: 'regs', situation: 'srp', position: 'btn_bb', flop: 'AsKh7d', node: 'root',
    });
    expect(spotQueryParams(spot, { flop: 'AsKh7d', turn: '2c' }, 'root-x-x-turn_2c')).toMatchObject({ turn: '2c' });
  });

  it.each([
    ['asKH7D', 'AsKh7d'],
    ['AsKh7d', 'AsKh7d'],
  ])('normalises %s', (text, normalised) => {
    expect(normaliseCards(text)).toBe(normalised);
  });

  it('rejects text that is not cards', () => {
    expect(normaliseCards('AsK')).toBeNull();
    expect(normaliseCards('XxKh7d')).toBeNull();
  });

  it('reads cards with spaces and commas', () => {
    expect(cardsOfText('as kh, 7D')).toEqual(['As', 'Kh', '7d']);
    expect(cardsOfText('')).toEqual([]);
    expect(cardsOfText('as k')).toBeNull();
  });

  it('knows a complete spot', () => {
    expect(isCompleteSpot(spot)).toBe(true);
    expect(isCompleteSpot({ ...spot, position: '' })).toBe(false);
  });

  it('names the aggressor first', () => {
    expect(formatPositionPair('sb_bb')).toBe('SB vs BB');
  });
});
