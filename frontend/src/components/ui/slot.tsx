import { isValidElement, useCallback, type CSSProperties, type ElementType, type ReactElement, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';

type AnyProps = Record<string, unknown>;

const setRef = <T,>(ref: Ref<T> | undefined, value: T | null) => {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
};

/**
 * Renders its one child element with these props merged in (the `asChild` pattern): the child's own
 * handlers run first, then these; class names are joined, styles merged, both refs receive the node.
 *
 * The same contract as Radix's Slot for the two places the first screen uses it (Button, Tooltip), in
 * a fraction of its size: Radix's Slot handles Slottable trees the site does not use, and it sat in
 * the entry script every page loads. Radix's own components keep using theirs.
 */
export function Slot({ children, ref, ...props }: AnyProps & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child = isValidElement(children) ? (children as ReactElement<AnyProps & { ref?: Ref<HTMLElement> }>) : null;
  const childRef = child?.props.ref;
  // One callback while both refs stay the same (a new one each render would detach and attach again).
  const bothRefs = useCallback(
    (node: HTMLElement | null) => {
      setRef(ref, node);
      setRef(childRef, node);
    },
    [ref, childRef],
  );
  if (!child) return null;
  const { ref: _childRef, ...own } = child.props;
  const merged: AnyProps = { ...props, ...own };
  for (const [key, value] of Object.entries(props)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === 'function' && typeof mine === 'function')
      merged[key] = (...args: unknown[]) => {
        (mine as (...a: unknown[]) => unknown)(...args);
        (value as (...a: unknown[]) => unknown)(...args);
      };
  }
  if (props.className || own.className) merged.className = cn(props.className as string, own.className as string);
  if (props.style || own.style) merged.style = { ...(props.style as CSSProperties), ...(own.style as CSSProperties) };
  const Type = child.type as ElementType;
  return <Type key={child.key} {...merged} ref={bothRefs} />;
}
