import type { ReactNode } from 'react';

export function PageHeader({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pb-6 pt-10">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {intro && <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{intro}</p>}
      {children}
    </div>
  );
}
