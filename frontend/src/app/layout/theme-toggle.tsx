import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Tooltip } from '@/components/ui/tooltip';
import { useTheme } from '../theme';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const { t } = useTranslation('common');
  return (
    <Tooltip content={theme === 'dark' ? t('theme.toLight') : t('theme.toDark')}>
      <button
        type="button"
        onClick={toggleTheme}
        className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {/* both icons are in the markup; CSS shows the one for the current theme from the first paint */}
        <Sun className="hidden h-5 w-5 dark:block" aria-hidden />
        <Moon className="h-5 w-5 dark:hidden" aria-hidden />
        <span className="sr-only">{t('theme.toggle')}</span>
      </button>
    </Tooltip>
  );
}
