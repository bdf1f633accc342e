import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { STORAGE_KEYS, writeStorage } from '@/lib/storage';

export type Theme = 'light' | 'dark';
type ThemeContextValue = { theme: Theme; toggleTheme: () => void; setTheme: (t: Theme) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

/*
 * The theme lives on <html> (the `dark` class): the inline script in the document's head sets it before the
 * first paint from the saved choice or the system preference, and this store reads it from there. The
 * server cannot know it, so its render (and the hydration that must match it) assumes light; anything that
 * looks different in dark mode does so through CSS, and the few texts that name the theme follow once
 * hydrated.
 */
const listeners = new Set<() => void>();
const readTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function apply(theme: Theme) {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  for (const l of listeners) l();
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore<Theme>(subscribe, readTheme, () => 'light');
  const setTheme = useCallback((t: Theme) => {
    apply(t);
    writeStorage(STORAGE_KEYS.theme, t);
  }, []);
  const toggleTheme = useCallback(() => setTheme(readTheme() === 'dark' ? 'light' : 'dark'), [setTheme]);
  const value = useMemo(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used within a ThemeProvider');
  return ctx;
}
