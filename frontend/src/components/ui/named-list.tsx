import type { HTMLAttributes } from 'react';

/**
 * A list with a name for screen readers. `aria-label` on a list is allowed but poorly supported: screen
 * readers often leave it unsaid on an element that is neither a landmark nor a widget (html-validate's
 * aria-label-misuse). The name is a visually hidden text just before the list instead, read in order.
 */
export function NamedList({ as: Tag = 'ul', name, ...props }: { as?: 'ul' | 'ol'; name: string } & HTMLAttributes<HTMLElement>) {
  return (
    <>
      <span className="sr-only">{name}</span>
      <Tag {...props} />
    </>
  );
}
