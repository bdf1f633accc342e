import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentPartnerOf } from '@/lib/api/content-queries';
import { toExchange, type Exchange } from '../exchanges';

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
