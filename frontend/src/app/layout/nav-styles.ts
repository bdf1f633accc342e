/** The header's link looks, shared by the bar, its menus and the mobile menu. */
export const linkBase =
  'rounded-md px-2.5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-blue-600';
export const linkIdle =
  'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white';
export const linkActive = 'bg-blue-50 text-blue-800 dark:bg-blue-950 dark:text-blue-200';
