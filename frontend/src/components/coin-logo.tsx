import { useState } from 'react';

/** The provider's logo, or the symbol's first letter when there is none or it does not load. */
export function CoinLogo({ src, symbol }: { src: string | null; symbol: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        aria-hidden
        className="flex h-6 w-6 shrink-0 items-center sm:h-7 sm:w-7 justify-center rounded-full bg-slate-200 text-xs font-bold text-slate-700 dark:bg-slate-700 dark:text-slate-100"
      >
        {symbol.slice(0, 1)}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={28}
      height={28}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      className="h-6 w-6 shrink-0 rounded-full bg-white object-contain sm:h-7 sm:w-7"
    />
  );
}
