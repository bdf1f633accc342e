import type { Exchange } from '@/lib/content/exchanges';

/** Up to four exchanges of the same kind, those sharing the most notable features first, then by name. */
export function relatedExchanges(e: Exchange, all: readonly Exchange[]): Exchange[] {
  const shared = (o: Exchange) => o.features.filter((f) => e.features.includes(f)).length;
  return all
    .filter((o) => o.id !== e.id && o.kind === e.kind)
    .sort((a, b) => shared(b) - shared(a) || a.name.localeCompare(b.name, 'en'))
    .slice(0, 4);
}
