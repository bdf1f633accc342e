import { lazy, Suspense } from 'react';
import type { CompareKind } from '@coinatlas/domain/compare/compare';
import { useCompareSelection } from '@/lib/compare-selection';

// The tray's code loads only once the visitor has picked something: directory pages without a pick, and
// every other page, carry none of it.
const CompareTray = lazy(() => import('./compare-tray'));

/** Where a directory page keeps its compare tray: nothing until the first pick, then the tray. */
export function CompareTrayHost({ kind, names }: { kind: CompareKind; names: Readonly<Record<string, string>> }) {
  const ids = useCompareSelection(kind);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareTray kind={kind} ids={ids} names={names} />
    </Suspense>
  );
}
