import { useLayoutEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode, type RefObject } from 'react';

/** What the trigger shows and how it looks; the same on the plain button and on the menu's own trigger. */
export type MenuTriggerProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'onKeyDown' | 'onFocus' | 'onPointerEnter' | 'onPointerDown'
>;

/** What the loaded menu receives. */
export type LoadedMenuProps = {
  trigger: MenuTriggerProps;
  /** true when the visitor pressed the plain button before the menu's code had arrived */
  defaultOpen: boolean;
  /** the plain button had the focus: the menu's trigger takes it over (see useMenuTriggerRef) */
  takeFocus: boolean;
};

/** The ref for the loaded menu's trigger: it takes the focus over when the plain button had it. */
export function useMenuTriggerRef(takeFocus: boolean): RefObject<HTMLButtonElement | null> {
  const ref = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus) ref.current?.focus({ preventScroll: true });
  }, [takeFocus]);
  return ref;
}

/**
 * A menu button whose menu code (Radix DropdownMenu) loads on the first hover, focus or press. Until then
 * it is a plain button with the same look and ARIA, on the server and in the browser alike; a press (click,
 * Enter, Space, ArrowDown) made before the code arrived opens the menu as soon as it has.
 */
export function LazyMenu<M>({
  load,
  trigger,
  render,
}: {
  load: () => Promise<M>;
  trigger: MenuTriggerProps;
  render: (module: M, props: LoadedMenuProps) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ module: M; open: boolean; focus: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const wantsOpen = useRef(false);
  const loading = useRef(false);

  // A press in progress (pointer down on the plain button, not yet up) holds the swap: a button replaced
  // between its pointerdown and pointerup never gets the click, and the menu would stay shut.
  const pressing = useRef(false);
  const arrived = useRef<M | null>(null);
  const swap = (module: M) => {
    if (pressing.current) {
      arrived.current = module;
      return;
    }
    setLoaded({ module, open: wantsOpen.current, focus: document.activeElement === button.current });
  };
  const start = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(swap, () => (loading.current = false));
  };
  const onPointerDown = () => {
    pressing.current = true;
    // released after the click that follows pointerup in the same task, so that click reaches this button first
    const release = () => {
      window.removeEventListener('pointerup', release, true);
      window.removeEventListener('pointercancel', release, true);
      setTimeout(() => {
        pressing.current = false;
        const module = arrived.current;
        arrived.current = null;
        if (module !== null) swap(module);
      }, 0);
    };
    window.addEventListener('pointerup', release, true);
    window.addEventListener('pointercancel', release, true);
  };
  const press = () => {
    wantsOpen.current = true;
    // The code may have arrived a moment ago, its swap not yet rendered (this plain button still got the
    // press): the pending swap then opens the menu too.
    setLoaded((l) => (l && !l.open ? { ...l, open: true } : l));
    start();
  };

  // The swap replaces the button element: the new trigger takes the focus the old one had.
  if (loaded) return render(loaded.module, { trigger, defaultOpen: loaded.open, takeFocus: loaded.focus });
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      {...trigger}
      onPointerEnter={start}
      onPointerDown={onPointerDown}
      onFocus={start}
      onClick={press}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowDown') return;
        e.preventDefault();
        press();
      }}
    />
  );
}
