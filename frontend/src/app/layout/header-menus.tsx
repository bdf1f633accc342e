/**
 * The header's dropdown menus (Radix DropdownMenu): loaded on the first hover, focus or press of a menu
 * button (see LazyMenu), so a page's first load carries none of it.
 */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { useMenuTriggerRef, type LoadedMenuProps } from '@/components/ui/lazy-menu';
import { LANGUAGES, type LanguageCode } from '@/i18n/languages';
import { cn } from '@/lib/cn';
import { rememberLanguage, useLanguageHref } from './language-links';
import type { NavItem } from './nav-items';

const content = 'z-50 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900';

/** A header entry's dropdown: its pages, the current one marked. */
export function NavMenu({ trigger, defaultOpen, takeFocus, item, pathname }: LoadedMenuProps & { item: NavItem; pathname: string }) {
  const { t } = useTranslation('nav');
  const triggerRef = useMenuTriggerRef(takeFocus);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content sideOffset={6} align="start" className={cn(content, 'min-w-52')}>
          {item.dropdown?.map((sub) => (
            <DropdownMenu.Item key={sub.href} asChild>
              <Link
                to={sub.href}
                aria-current={pathname === sub.href ? 'page' : undefined}
                className={cn(
                  'block rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100 dark:data-[highlighted]:bg-slate-800',
                  pathname === sub.href ? 'font-semibold text-blue-800 dark:text-blue-200' : 'text-slate-800 dark:text-slate-100',
                )}
              >
                {t(sub.key)}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The languages, each a link to this page in that language. */
export function LanguageMenu({
  trigger,
  defaultOpen,
  takeFocus,
  current,
  align,
}: LoadedMenuProps & { current: LanguageCode; align: 'start' | 'end' }) {
  const hrefOf = useLanguageHref();
  const triggerRef = useMenuTriggerRef(takeFocus);
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} {...trigger} />
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={4} className={cn(content, 'min-w-40')}>
          {LANGUAGES.map((l) => (
            <DropdownMenu.Item key={l.code} asChild onSelect={() => rememberLanguage(l.code)}>
              {/* a real link: each language is its own document (its own URL, <html lang> and texts) */}
              <a
                href={hrefOf(l.code)}
                lang={l.code}
                hrefLang={l.code}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100 dark:text-slate-100 dark:data-[highlighted]:bg-slate-800"
              >
                <span aria-hidden>{l.flag}</span>
                <span className="flex-1">{l.nativeName}</span>
                {l.code === current && <Check className="h-4 w-4" aria-hidden />}
              </a>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
