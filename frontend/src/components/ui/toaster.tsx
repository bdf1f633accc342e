import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';
import { TOAST_DURATION, dismissToast, useToasts } from './toast-store';

/**
 * Radix Toast: one at a time (toast-store), 5000 ms, swipe threshold 50, F8 focuses the region (Radix's default
 * hotkey, named in the region's label), viewport capped at 420 px on md+; default and destructive variants.
 * The viewport's padding lies over the page (a strip over the header on phones), so it takes no clicks: only
 * a toast does.
 */
export function Toaster() {
  const toasts = useToasts();
  const { t } = useTranslation('common');
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeThreshold={50} label={t('notifications')}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          data-variant={item.variant ?? 'default'}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg',
            'data-[state=open]:animate-in data-[state=closed]:hidden',
            item.variant === 'destructive'
              ? 'border-red-700 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description && <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close
            aria-label={t('close')}
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={`${t('notifications')} ({hotkey})`}
        className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
