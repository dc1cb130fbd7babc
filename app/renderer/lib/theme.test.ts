import { describe, expect, it } from 'vitest';
import { nextThemePreference, parseThemePreference, resolveTheme } from './theme.ts';

describe('theme', () => {
  it.each([
    ['system', true, 'dark'],
    ['system', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
  ] as const)('%s with system dark %s resolves to %s', (preference, systemDark, theme) => {
    expect(resolveTheme(preference, systemDark)).toBe(theme);
  });

  it('reads unknown stored values as system', () => {
    expect(parseThemePreference(null)).toBe('system');
    expect(parseThemePreference('purple')).toBe('system');
    expect(parseThemePreference('dark')).toBe('dark');
  });

  it('cycles system, light, dark', () => {
    expect([nextThemePreference('system'), nextThemePreference('light'), nextThemePreference('dark')]).toEqual(['light', 'dark', 'system']);
  });
});
