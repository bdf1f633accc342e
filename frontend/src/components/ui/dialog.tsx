import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, useContext, useRef, type KeyboardEvent as ReactKeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '@/i18n/react';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** Where focus goes when a dialog opened by a plain button (not a DialogTrigger) closes. */
const ReturnFocus = createContext<RefObject<HTMLElement | null> | null>(null);

/**
 * A dialog opened by a plain button of the page rather than by a DialogTrigger, so the page's own code
 * carries no Radix (see LazyDialog); closing gives the focus back to `returnFocusTo`.
 */
export function DetachedDialog({
  returnFocusTo,
  ...props
}: DialogPrimitive.DialogProps & { returnFocusTo: RefObject<HTMLElement | null> }) {
  return (
    <ReturnFocus.Provider value={returnFocusTo}>
      <DialogPrimitive.Root {...props} />
    </ReturnFocus.Provider>
  );
}

/**
 * Focus is trapped, Escape closes, the title names the dialog for screen readers. `onEscapeKeyDown` may
 * call `preventDefault()` to keep the dialog open (an inline list inside it closes first).
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  hideTitle,
  onEscapeKeyDown,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  hideTitle?: boolean;
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}) {
  const { t } = useTranslation('common');
  const returnFocusTo = useContext(ReturnFocus);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Radix gives Escape to the newest layer only. A notification that appeared while the dialog was open (the
  // wizard's "Category selected") is newer, so Escape closed that notification and left the dialog open. With
  // the focus in the dialog, Escape closes the dialog: an Escape that no layer took reaches this handler
  // (the dialog's own layer, a list inside it, or a menu take theirs first and mark it handled).
  const escapeFromWithin = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    onEscapeKeyDown?.(event.nativeEvent);
    if (event.nativeEvent.defaultPrevented) return;
    event.preventDefault();
    closeRef.current?.click();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
          'rounded-xl border border-slate-200 bg-white p-6 text-slate-900 shadow-xl dark:border-slate-700 dark:bg-slate-900 dark:text-slate-50',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...(onEscapeKeyDown ? { onEscapeKeyDown } : {})}
        onKeyDown={escapeFromWithin}
        {...(returnFocusTo && {
          onCloseAutoFocus: (e: Event) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          },
        })}
      >
        <DialogPrimitive.Title className={cn('pr-8 text-lg font-semibold', hideTitle && 'sr-only')}>{title}</DialogPrimitive.Title>
        {description && (
          <DialogPrimitive.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        <DialogPrimitive.Close
          ref={closeRef}
          aria-label={t('close')}
          className="absolute right-4 top-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
