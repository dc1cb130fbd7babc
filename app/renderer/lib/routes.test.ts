import { describe, expect, it } from 'vitest';
import { DEFAULT_ROUTE, formatRoute, parseRoute, type Route } from './routes.ts';

const spotAt = { platform: 'pio', stakes: '1_2', pool: 'regs', situation: 'srp', position: 'btn_bb', flop: 'AsKh7d' };

describe('parseRoute', () => {
  it.each([
    ['', DEFAULT_ROUTE],
    ['#', DEFAULT_ROUTE],
    ['#/', DEFAULT_ROUTE],
    ['#/explore', DEFAULT_ROUTE],
    ['#/keys', { view: 'keys' }],
    ['#/usage', { view: 'usage', month: null }],
    ['#/usage?month=2025-11', { view: 'usage', month: '2025-11' }],
    ['#/decision', { view: 'decision', table: null }],
  ] as Array<[string, Route]>)('reads %j', (hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('reads a full explore location with hand, class and audit', () => {
    const hash = '#/explore?platform=pio&stakes=1_2&pool=regs&situation=srp&position=btn_bb&flop=AsKh7d&node=root-x-b2.5&hand=AhKd&class=AKo&audit=1';
    expect(parseRoute(hash)).toEqual({
      view: 'explore',
      at: { ...spotAt, node: 'root-x-b2.5' },
      hand: 'AhKd',
      handClass: 'AKo',
      audit: true,
    });
  });

  it.each([
    ['month 2025-13 is not a month', '#/usage?month=2025-13', { view: 'usage', month: null }],
    ['a malformed hand is dropped', '#/explore?hand=AhAhX', { ...DEFAULT_ROUTE }],
    ['a malformed class is dropped', '#/explore?class=AKx', { ...DEFAULT_ROUTE }],
    ['an unknown export format falls back to csv', '#/export?format=xml', { view: 'export', at: { node: 'root' }, format: 'csv', line: false }],
  ] as Array<[string, string, Route]>)('%s', (_name, hash, route) => {
    expect(parseRoute(hash)).toEqual(route);
  });

  it('names an unknown view not-found with its path', () => {
    expect(parseRoute('#/trees/sync')).toEqual({ view: 'not-found', path: '/trees/sync' });
  });
});

describe('formatRoute', () => {
  const routes: Route[] = [
    DEFAULT_ROUTE,
    { view: 'explore', at: { ...spotAt, node: 'root-x-x-turn_2c-b4' }, hand: 'AhKd', handClass: 'AKo', audit: true },
    { view: 'explore', at: { platform: 'pio', node: 'root' }, hand: null, handClass: null, audit: false },
    { view: 'export', at: { ...spotAt, node: 'root-b2.5' }, format: 'ranges', line: true },
    { view: 'export', at: { ...spotAt, node: 'root' }, format: 'csv', line: false },
    { view: 'decision', table: '{"hand":"AhKd","players":[]}' },
    { view: 'usage', month: '2024-02' },
    { view: 'usage', month: null },
    { view: 'keys' },
  ];

  it.each(routes.map((route) => [formatRoute(route), route]))('%s reads back to the same route', (hash, route) => {
    expect(parseRoute(hash as string)).toEqual(route);
  });

  it('leaves out defaults and keeps parameters in a fixed order', () => {
    expect(formatRoute({ view: 'explore', at: { flop: 'AsKh7d', platform: 'pio', node: 'root' }, hand: null, handClass: null, audit: false })).toBe(
      '#/explore?platform=pio&flop=AsKh7d',
    );
    expect(formatRoute({ view: 'usage', month: null })).toBe('#/usage');
  });
});
