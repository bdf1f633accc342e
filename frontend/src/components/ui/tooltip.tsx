import { Slot } from './slot';
import { lazy, Suspense, useEffect, useId, useRef, useState, type PointerEvent, type ReactElement, type ReactNode } from 'react';

/** Hovering opens a tooltip after 700 ms; right after another one closed (within 300 ms) it opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

// The bubble (a portal positioned by floating-ui) loads on the first hover or focus of any trigger, well
// within the delay: pages carry only this small trigger logic.
const loadBubble = () => import('./tooltip-bubble');
const TooltipBubble = lazy(loadBubble);
const warm = () => void loadBubble().catch(() => {});

/** When the last tooltip closed, shared by every trigger (moving between triggers skips the delay). */
let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A short explanation of its trigger (the one child element): after the hover delay, at once on keyboard
 * focus; it closes on leave, blur, press, Escape or scroll. The trigger names it with aria-describedby
 * while it is open. Nothing renders on the server.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const isOpen = useRef(false);
  const pointerDown = useRef(false);

  const change = (next: boolean) => {
    window.clearTimeout(timer.current);
    if (isOpen.current && !next) lastClosedAt = performance.now();
    isOpen.current = next;
    setOpen(next);
  };

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && change(false);
    const onScroll = (e: Event) => (e.target as Node).contains?.(trigger) && change(false);
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', onScroll, { capture: true });
    };
  }, [open, trigger]);

  const onPointerEnter = (e: PointerEvent) => {
    if (e.pointerType === 'touch') return;
    warm();
    window.clearTimeout(timer.current);
    if (performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) change(true);
    else timer.current = window.setTimeout(() => change(true), TOOLTIP_DELAY_MS);
  };
  const onPointerDown = () => {
    // focus that follows a press is not keyboard focus: no tooltip for it
    pointerDown.current = true;
    document.addEventListener('pointerup', () => (pointerDown.current = false), { once: true });
    change(false);
  };

  return (
    <>
      <Slot
        ref={setTrigger}
        aria-describedby={open ? id : undefined}
        onPointerEnter={onPointerEnter}
        onPointerLeave={() => change(false)}
        onPointerDown={onPointerDown}
        onFocus={() => {
          warm();
          if (!pointerDown.current) change(true);
        }}
        onBlur={() => change(false)}
        onClick={() => change(false)}
      >
        {children}
      </Slot>
      {open && trigger && (
        <Suspense fallback={null}>
          <TooltipBubble id={id} anchor={trigger}>
            {content}
          </TooltipBubble>
        </Suspense>
      )}
    </>
  );
}
