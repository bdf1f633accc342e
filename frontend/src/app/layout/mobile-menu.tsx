/**
 * The mobile menu (a Radix Dialog sliding in from the right): its code loads when the menu button is
 * first pressed. The button is a plain one in the header, so closing gives the focus back to it here.
 */
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CountryLine } from '@/components/country/country-ask';
import { cn } from '@/lib/cn';
import { useVisitorCountry } from '@/lib/region/use-region';
import { LanguageSwitcher } from './language-switcher';
import { NAV_ITEMS, isActive } from './nav-items';
import { linkActive, linkBase, linkIdle } from './nav-styles';

export default function MobileMenu({
  onClose,
  returnFocusTo,
  pathname,
  onSubscribe,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
  pathname: string;
  onSubscribe: () => void;
}) {
  const { t } = useTranslation('nav');
  const visitor = useVisitorCountry();
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
                  onClick={onClose}
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
                        onClick={onClose}
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
          {/* the header shows only the country's code on a phone: here it is in full, with the way to change it */}
          <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800">
            <CountryLine visitor={visitor} />
          </div>
          <div className="mt-4 flex items-center gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <LanguageSwitcher align="start" />
            <Button
              size="sm"
              className="ml-auto"
              onClick={() => {
                onClose();
                onSubscribe();
              }}
            >
              {t('subscribe')}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
