// The blog editor's labelled field: a label, the control and an optional hint.
import type { ReactNode } from 'react';

export const label = 'block text-sm font-medium text-slate-800 dark:text-slate-200';

export function Field({ id, text, hint, children }: { id: string; text: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <div className="mt-1">{children}</div>
      {hint && <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
    </div>
  );
}
