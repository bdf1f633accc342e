import * as DialogPrimitive from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { LanguageSwitcher } from './language-switcher';
import { NAV_ITEMS, isActive } from './nav-items';
import { ThemeToggle } from './theme-toggle';

const SearchDialog = lazy(() => import('@/features/search/search-dialog'));

const linkBase =
  'rounded-md px-2.5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-blue-600';
const linkIdle = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800';
const linkActive = 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200';

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-2 focus-visible:outline-blue-600">
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg tracking-tight">CoinAtlas</span>
    </Link>
  );
}

/** Subscribe scrolls to #newsletter when the page has it, else goes to /#newsletter. */
export function useSubscribeAction() {
  const navigate = useNavigate();
  return () => {
    const target = document.getElementById('newsletter');
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else navigate('/#newsletter');
  };
}

export function SiteHeader() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const subscribe = useSubscribeAction();

  // '/' or Ctrl+K (Cmd+K) opens the search, unless the visitor is typing in a field.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      const typing = el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
      if ((e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        setSearchOpen(true);
      } else if (e.key === '/' && !typing && !e.ctrlKey && !e.metaKey && !e.altKey) {
        e.preventDefault();
        setSearchOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Logo />
        <nav aria-label={t('mainNavigation')} className="ml-4 hidden flex-1 items-center gap-0.5 xl:flex">
          {NAV_ITEMS.map((item) =>
            item.dropdown ? (
              <DropdownMenu.Root key={item.key}>
                <DropdownMenu.Trigger
                  className={cn(linkBase, 'inline-flex items-center gap-1', isActive(item.href, pathname) ? linkActive : linkIdle)}
                >
                  {t(item.key)}
                  <ChevronDown className="h-3.5 w-3.5" aria-hidden />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    sideOffset={6}
                    align="start"
                    className="z-50 min-w-52 rounded-md border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
                  >
                    {item.dropdown.map((sub) => (
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
            ) : (
              <NavLink
                key={item.key}
                to={item.href}
                aria-current={isActive(item.href, pathname) ? 'page' : undefined}
                className={cn(linkBase, isActive(item.href, pathname) ? linkActive : linkIdle)}
              >
                {t(item.key)}
              </NavLink>
            ),
          )}
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            onClick={() => setSearchOpen(true)}
            aria-label={t('openSearch')}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Search className="h-5 w-5" aria-hidden />
          </button>
          <span className="hidden sm:block">
            <LanguageSwitcher />
          </span>
          <ThemeToggle />
          <span className="hidden sm:block">
            <Button size="sm" onClick={subscribe}>
              {t('subscribe')}
            </Button>
          </span>
          <DialogPrimitive.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <DialogPrimitive.Trigger
              aria-label={t('openMenu')}
              className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            >
              <Menu className="h-5 w-5" aria-hidden />
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
              <DialogPrimitive.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-white p-4 shadow-xl dark:bg-slate-950"
              >
                <div className="mb-4 flex items-center justify-between">
                  <DialogPrimitive.Title className="text-lg font-semibold">{t('menu')}</DialogPrimitive.Title>
                  <DialogPrimitive.Close
                    aria-label={t('closeMenu')}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800"
                  >
                    <X className="h-5 w-5" aria-hidden />
                  </DialogPrimitive.Close>
                </div>
                <nav aria-label={t('mobileNavigation')} className="flex flex-col gap-1">
                  {NAV_ITEMS.map((item) => (
                    <div key={item.key}>
                      <Link
                        to={item.href}
                        onClick={() => setMenuOpen(false)}
                        aria-current={isActive(item.href, pathname) ? 'page' : undefined}
                        className={cn(linkBase, 'block text-base', isActive(item.href, pathname) ? linkActive : linkIdle)}
                      >
                        {t(item.key)}
                      </Link>
                      {item.dropdown && (
                        <div className="ml-4 flex flex-col border-l border-slate-200 pl-2 dark:border-slate-800">
                          {item.dropdown.slice(1).map((sub) => (
                            <Link
                              key={sub.href}
                              to={sub.href}
                              onClick={() => setMenuOpen(false)}
                              aria-current={pathname === sub.href ? 'page' : undefined}
                              className={cn(linkBase, pathname === sub.href ? linkActive : linkIdle)}
                            >
                              {t(sub.key)}
                            </Link>
                          ))}
                        </div>
                      )}
                    </div>
                  ))}
                </nav>
                <div className="mt-6 flex items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
                  <LanguageSwitcher align="start" />
                  <Button
                    size="sm"
                    className="ml-auto"
                    onClick={() => {
                      setMenuOpen(false);
                      subscribe();
                    }}
                  >
                    {t('subscribe')}
                  </Button>
                </div>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
        </div>
      </div>
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      )}
    </header>
  );
}
