import { arrow, autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react-dom';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const ARROW_HEIGHT = 5;

/** The tooltip itself: above its trigger (below when there is no room), 4 px away, with an arrow; kept on screen. */
export default function TooltipBubble({ id, anchor, children }: { id: string; anchor: HTMLElement; children: ReactNode }) {
  const [bubble, setBubble] = useState<HTMLDivElement | null>(null);
  const [arrowEl, setArrowEl] = useState<SVGSVGElement | null>(null);
  const { floatingStyles, placement, middlewareData } = useFloating({
    placement: 'top',
    strategy: 'fixed',
    elements: { reference: anchor, floating: bubble },
    whileElementsMounted: autoUpdate,
    middleware: [offset(4 + ARROW_HEIGHT), flip({ padding: 8 }), shift({ padding: 8 }), arrow({ element: arrowEl })],
  });
  const below = placement.startsWith('bottom');
  return createPortal(
    <div
      ref={setBubble}
      id={id}
      role="tooltip"
      style={floatingStyles}
      className="z-50 w-max max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-sm text-white shadow-md dark:bg-slate-100 dark:text-slate-900"
    >
      {children}
      <svg
        ref={setArrowEl}
        aria-hidden
        width={10}
        height={ARROW_HEIGHT}
        viewBox="0 0 30 10"
        preserveAspectRatio="none"
        className="absolute fill-slate-900 dark:fill-slate-100"
        style={{ left: middlewareData.arrow?.x, ...(below ? { bottom: '100%', rotate: '180deg' } : { top: '100%' }) }}
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>,
    document.body,
  );
}
