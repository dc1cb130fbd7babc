// Light and dark themes: the user's choice, or the system's (prefers-color-scheme) when
// the choice is 'system'. The resolved theme is set as data-theme on <html>; the CSS
// custom properties of styles/theme.css follow it.
export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];
export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'dss.theme';

export function parseThemePreference(value: string | null): ThemePreference {
  return (THEME_PREFERENCES as readonly string[]).includes(value ?? '') ? (value as ThemePreference) : 'system';
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

/** The toggle cycles system -> light -> dark -> system. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  return THEME_PREFERENCES[(THEME_PREFERENCES.indexOf(preference) + 1) % THEME_PREFERENCES.length];
}
