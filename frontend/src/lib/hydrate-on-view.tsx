import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated } from './use-hydrated';

/**
 * A page section whose code loads when it comes near the screen instead of with the page.
 *
 * The server renders the section in full (crawlers, link previews and the first paint see everything).
 * In the browser, the page hydrates around it: React keeps the server's markup of the section as it is
 * (an element whose content React does not manage) until the section nears the viewport or the visitor
 * acts on it; then its code loads and the section is rendered by React in place of that markup, with the
 * same result, so nothing moves. What the visitor did meanwhile is carried over: the focused control keeps
 * focus, typed values are kept, and a click or a form submission made on the server markup is replayed on
 * the live section. Links that leave the site or open a new tab work as plain links throughout.
 *
 * Only for sections that render the same on the server and in the browser from data already in the
 * page (as every home section does: their queries come with the page). `margin` is how far from the
 * screen the code starts loading (IntersectionObserver's rootMargin); `onActionOnly` waits for the visitor to
 * act on the section instead (a bar whose markup does all it shows: only a click or focus needs its code). `preload()` fetches the code
 * ahead (a page's loader calls it, so a client-side navigation has it before the page renders).
 */
export function hydrateOnView<P extends object = Record<string, never>>(
  load: () => Promise<ComponentType<P>>,
  { margin = '100px 0px', onActionOnly = false }: { margin?: string; onActionOnly?: boolean } = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  const Code = preloadable(load);
  function OnView(props: P) {
    return (
      <Deferred ready={Code.load} margin={onActionOnly ? null : margin}>
        {() => <Code {...props} />}
      </Deferred>
    );
  }
  // A page's loader can fetch the code with the page's data, so a client-side navigation renders the
  // section at once instead of a frame without it (a failed load is left to the section itself).
  return Object.assign(OnView, { preload: () => Code.load().catch(() => undefined) });
}

/**
 * A component whose code is fetched on its first render (behind a Suspense boundary of its own, which the
 * server's render waits for) or ahead through `load()`; once fetched it renders at once, so content swapped
 * in with its code at hand arrives in one commit (React.lazy would show its fallback for a frame even when
 * loaded). A failed `load()` (offline) is tried again on the next call.
 */
export function preloadable<P extends object>(
  importComponent: () => Promise<ComponentType<P>>,
): ComponentType<P> & { load: () => Promise<ComponentType<P>> } {
  let pending: Promise<ComponentType<P>> | undefined;
  let Loaded: ComponentType<P> | undefined;
  const get = () => (pending ??= importComponent().then((component) => (Loaded = component)));
  const Lazy = lazy(() => get().then((component) => ({ default: component })));
  const load = () => get().catch((err: unknown) => ((pending = undefined), Promise.reject(err)));
  function Code(props: P) {
    return Loaded ? (
      <Loaded {...props} />
    ) : (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Object.assign(Code, { load });
}

/**
 * Keeps the server's markup of its content until `ready` resolves after the content nears the screen.
 * `eager` renders it live at once (its code and data must be at hand); `early` asks `ready` at once and goes
 * live when it resolves, wherever the content is (the entry the URL points at).
 */
export function Deferred({
  ready,
  margin,
  eager = false,
  early = false,
  className,
  children,
}: {
  ready: () => Promise<unknown>;
  /** how near the screen the content wakes (rootMargin); null: only when the visitor acts on it */
  margin: string | null;
  eager?: boolean;
  early?: boolean;
  className?: string | undefined;
  children: () => ReactNode;
}) {
  // Mounted while React hydrates the server's page: keep its markup; mounted later (a client-side
  // navigation to this page): there is no markup to keep, render at once.
  const hydrated = useHydrated();
  const [state, setState] = useState<'server' | 'dormant' | 'live'>(() =>
    typeof document === 'undefined' ? 'server' : hydrated || eager ? 'live' : 'dormant',
  );
  const ref = useRef<HTMLDivElement>(null);
  const carry = useRef<Carry | null>(null);
  // The kept markup is the server's rendering of the page it loaded with; after a client-side
  // navigation (a section of the layout, such as the footer, stays mounted) it is rendered live.
  const { pathname, search } = useLocation();
  const [firstLocation] = useState(`${pathname}${search}`);
  const moved = `${pathname}${search}` !== firstLocation;

  useEffect(() => {
    const root = ref.current;
    if (state !== 'dormant' || !root) return;
    let cancelled = false;
    // A press in progress (pointer down, not yet up) holds the swap: replacing the pressed element between
    // its pointerdown and pointerup would send the click to the section's wrapper, and it would be lost.
    let pressing = false;
    let due = false;
    const goLive = () => {
      if (cancelled) return;
      if (pressing) {
        due = true;
        return;
      }
      carry.current = { ...snapshot(root), replay: carry.current?.replay ?? null };
      setState('live');
    };
    const onPress = () => {
      pressing = true;
    };
    // the click follows pointerup in the same task: release after it, so it reaches the server markup first
    const onRelease = () => {
      if (!pressing) return;
      setTimeout(() => {
        pressing = false;
        if (due) goLive();
      }, 0);
    };
    const wake = () => {
      void ready().then(goLive, () => {});
    };
    // An action on the server markup: keep it for the live section (links that leave or open a new tab go ahead).
    const onAction = (event: Event) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = event.type === 'submit' ? target : target?.closest(ACTIONABLE);
      if (!control || !root.contains(control)) return;
      if (control instanceof HTMLAnchorElement && (control.target || control.origin !== location.origin)) return;
      event.preventDefault();
      event.stopPropagation();
      carry.current = {
        ...snapshot(root),
        replay: {
          kind: event.type === 'submit' ? 'submit' : 'click',
          index: indexOf(root, control, event.type === 'submit' ? 'form' : ACTIONABLE),
        },
      };
      wake();
    };
    // (a section with nothing to show, such as a hidden bar, has no height and waits)
    const observer =
      margin === null
        ? null
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting && e.boundingClientRect.height > 0) && wake(), {
            rootMargin: margin,
          });
    observer?.observe(root);
    if (moved || early) wake();
    root.addEventListener('click', onAction, true);
    root.addEventListener('submit', onAction, true);
    root.addEventListener('focusin', wake);
    root.addEventListener('pointerdown', onPress, true);
    window.addEventListener('pointerup', onRelease, true);
    window.addEventListener('pointercancel', onRelease, true);
    return () => {
      cancelled = true;
      observer?.disconnect();
      root.removeEventListener('pointerdown', onPress, true);
      window.removeEventListener('pointerup', onRelease, true);
      window.removeEventListener('pointercancel', onRelease, true);
      root.removeEventListener('click', onAction, true);
      root.removeEventListener('submit', onAction, true);
      root.removeEventListener('focusin', wake);
    };
  }, [state, moved, early, ready, margin]);

  useLayoutEffect(() => {
    const root = ref.current;
    const c = carry.current;
    if (state !== 'live' || !root || !c) return;
    carry.current = null;
    restore(root, c);
  }, [state]);

  if (state === 'dormant') {
    // React leaves the server's content of this element alone while it hydrates the rest of the page.
    return <div ref={ref} key="dormant" className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return (
    <div ref={ref} key="live" className={className}>
      {children()}
    </div>
  );
}

const ACTIONABLE = 'a[href], button, summary, label, input[type="checkbox"], input[type="radio"], [role="button"], [role="tab"]';
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
const FIELDS = 'input, textarea, select';

type Carry = {
  focus: number;
  values: { index: number; value: string; checked: boolean }[];
  replay: { kind: 'click' | 'submit'; index: number } | null;
};

const indexOf = (root: Element, el: Element, selector: string) => [...root.querySelectorAll(selector)].indexOf(el);

/** What the visitor changed on the server markup: the focused control and the fields they edited. */
function snapshot(root: Element): Omit<Carry, 'replay'> {
  const active = document.activeElement;
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)];
  return {
    focus: active && root.contains(active) ? indexOf(root, active, FOCUSABLE) : -1,
    values: fields.flatMap((f, index) => {
      const edited =
        f instanceof HTMLSelectElement
          ? [...f.options].some((o) => o.selected !== o.defaultSelected)
          : f.value !== f.defaultValue ||
            ((f.type === 'checkbox' || f.type === 'radio') && (f as HTMLInputElement).checked !== (f as HTMLInputElement).defaultChecked);
      return edited ? [{ index, value: f.value, checked: 'checked' in f ? f.checked : false }] : [];
    }),
  };
}

/** Gives the live section what the visitor did on the markup it replaced, through the events React listens to. */
function restore(root: Element, c: Carry) {
  const fields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS)];
  for (const { index, value, checked } of c.values) {
    const field = fields[index];
    if (!field) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== checked) field.click();
      continue;
    }
    // React tracks the value it last rendered: set it through the prototype's setter so the input event counts.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
  if (c.focus >= 0) root.querySelectorAll<HTMLElement>(FOCUSABLE)[c.focus]?.focus({ preventScroll: true });
  const replay = c.replay;
  if (!replay) return;
  // after React has rendered the carried-over values, so the handler sees them
  setTimeout(() => {
    if (replay.kind === 'click') root.querySelectorAll<HTMLElement>(ACTIONABLE)[replay.index]?.click();
    else root.querySelectorAll<HTMLFormElement>('form')[replay.index]?.requestSubmit();
  }, 0);
}
