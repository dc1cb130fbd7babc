import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { parseThemePreference, resolveTheme, type Theme, THEME_STORAGE_KEY, type ThemePreference } from './theme.ts';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToSystem(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const systemPrefersDark = () => window.matchMedia(DARK_QUERY).matches;

function readPreference(): ThemePreference {
  try {
    return parseThemePreference(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

/** Sets data-theme on <html> before the first render, so the page never flashes the wrong theme. */
export function applyInitialTheme(): void {
  document.documentElement.dataset.theme = resolveTheme(readPreference(), systemPrefersDark());
}

export function useTheme(): { preference: ThemePreference; theme: Theme; setPreference(next: ThemePreference): void } {
  const [preference, setPreferenceState] = useState<ThemePreference>(readPreference);
  const systemDark = useSyncExternalStore(subscribeToSystem, systemPrefersDark);
  const theme = resolveTheme(preference, systemDark);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  const setPreference = useCallback((next: ThemePreference) => {
    setPreferenceState(next);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Without storage the choice lasts for this page only.
    }
  }, []);

  return { preference, theme, setPreference };
}
