import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentPartnerOf } from '@/lib/api/content-queries';
import { toExchange, toIndexEntry, type Exchange, type ExchangeIndexEntry } from '../exchanges';

const dir = join(import.meta.dirname, '../../../../../backend/content/partners/exchanges');

/**
 * The exchanges of the content files, in directory order, as the client sees them (exchange records
 * have no per-language text, so a file reads like an API answer).
 */
export function exchangesFromContentFiles(): Exchange[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ContentPartnerOf<'exchange'>)
    .sort((a, b) => a.order - b.order)
    .map(toExchange);
}

/** The same records as the directory's index holds them (as the API would mark them: every one promotable). */
export function exchangeIndexFromContentFiles(): ExchangeIndexEntry[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ ...(JSON.parse(readFileSync(join(dir, f), 'utf8')) as ContentPartnerOf<'exchange'>), promotable: true }))
    .sort((a, b) => a.order - b.order)
    .map(toIndexEntry);
}
