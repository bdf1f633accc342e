import { ChevronDown, Mail, Menu, Search, Star } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LazyMenu } from '@/components/ui/lazy-menu';
import { cn } from '@/lib/cn';
import { newsletterSourceState } from '@/lib/newsletter-source';
import { CountryControl } from './country-control';
import { LanguageSwitcher } from './language-switcher';
import { NAV_ITEMS, isActive, sectionActive } from './nav-items';
import { linkActive, linkBase, linkIdle } from './nav-styles';
import { ThemeToggle } from './theme-toggle';

// What only an interaction needs loads on that interaction: the search, the menus, the mobile menu.
const SearchDialog = lazy(() => import('@/features/search/search-dialog'));
const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);
const warmMobileMenu = () => void loadMobileMenu().catch(() => {});
const loadMenus = () => import('./header-menus');

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md font-bold focus-visible:outline-2 focus-visible:outline-blue-600">
      <img src="/favicon.svg" alt="" width={28} height={28} className="shrink-0" />
      <span className="text-lg tracking-tight">CoinAtlas</span>
    </Link>
  );
}

/**
 * Subscribe scrolls to #newsletter when the page has it, else goes to /#newsletter, telling the form which
 * page the visitor came from (blog analytics counts sign-ups that started on a post).
 */
export function useSubscribeAction() {
  const navigate = useNavigate();
  return () => {
    const target = document.getElementById('newsletter');
    if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else navigate('/#newsletter', { state: newsletterSourceState() });
  };
}

/**
 * The bar's links: linkBase with less side padding, never wrapped. Where a language's full label is long
 * (nav `short.*`: 'Tarjetas' for 'Tarjetas de pago'), the bar shows the short one; menus keep the full one.
 */
const barLink = linkBase.replace('px-2.5', 'px-2 whitespace-nowrap');

export function SiteHeader() {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
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
        {/* One line at 1280 px and wider in every language: labels never wrap, and the padding is tighter than in menus. */}
        <nav aria-label={t('mainNavigation')} className="ml-3 hidden min-w-0 flex-1 items-center xl:flex">
          {NAV_ITEMS.map((item) =>
            item.dropdown ? (
              <LazyMenu
                key={item.key}
                load={loadMenus}
                trigger={{
                  className: cn(barLink, 'inline-flex items-center gap-1', sectionActive(item, pathname) ? linkActive : linkIdle),
                  children: (
                    <>
                      {t(`short.${item.key}`, { defaultValue: t(item.key) })}
                      <ChevronDown className="h-3.5 w-3.5" aria-hidden />
                    </>
                  ),
                }}
                render={(m, props) => <m.NavMenu {...props} item={item} pathname={pathname} />}
              />
            ) : (
              <NavLink
                key={item.key}
                to={item.href}
                aria-current={isActive(item.href, pathname) ? 'page' : undefined}
                className={cn(barLink, isActive(item.href, pathname) ? linkActive : linkIdle)}
              >
                {t(`short.${item.key}`, { defaultValue: t(item.key) })}
              </NavLink>
            ),
          )}
        </nav>
        {/* no gaps on a phone: with them the logo and the controls overflow a 360 px screen */}
        <div className="ml-auto flex items-center sm:gap-1">
          <CountryControl />
          <button
            ref={searchButton}
            type="button"
            onClick={() => setSearchOpen(true)}
            aria-label={t('openSearch')}
            aria-haspopup="dialog"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Search className="h-5 w-5" aria-hidden />
          </button>
          <Link
            to="/watchlist"
            aria-label={t('watchlist')}
            title={t('watchlist')}
            aria-current={pathname === '/watchlist' ? 'page' : undefined}
            className={cn(
              'inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:hover:bg-slate-800',
              pathname === '/watchlist' ? 'text-blue-700 dark:text-blue-300' : 'text-slate-700 dark:text-slate-200',
            )}
          >
            <Star className="h-5 w-5" aria-hidden />
          </Link>
          <span className="hidden sm:block">
            <LanguageSwitcher />
          </span>
          <ThemeToggle />
          {/* beside the full navigation (1280 px and wider) the bar is full: Subscribe is its icon there, named for screen readers */}
          <span className="hidden sm:block">
            <Button size="sm" onClick={subscribe} title={t('subscribe')} className="xl:w-8 xl:px-0">
              <Mail className="hidden h-4 w-4 xl:block" aria-hidden />
              <span className="xl:sr-only">{t('subscribe')}</span>
            </Button>
          </span>
          <button
            ref={menuButton}
            type="button"
            onClick={() => setMenuOpen(true)}
            onPointerEnter={warmMobileMenu}
            onFocus={warmMobileMenu}
            aria-label={t('openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Menu className="h-5 w-5" aria-hidden />
          </button>
        </div>
      </div>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMenuOpen(false)} returnFocusTo={menuButton} pathname={pathname} onSubscribe={subscribe} />
        </Suspense>
      )}
      {searchOpen && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} returnFocusTo={searchButton} />
        </Suspense>
      )}
    </header>
  );
}
