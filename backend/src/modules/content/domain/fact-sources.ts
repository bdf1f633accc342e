import { parseCountryCode } from '@coinatlas/domain/region/region';
import { urlProblem } from './desk.js';
import type { ContentFile } from './validate.js';

/**
 * The rules the facts a reader decides on (an exchange's availability, licence and payment-method entries)
 * keep beyond the file schema, so a reader can follow each one to the page that states it:
 *
 * - every entry has a provenance, and one from our catalogue names its https `source` (the page that
 *   states it; the schema lets an old catalogue fact go without one, these new entries may not);
 * - a licence covers ISO 3166-1 countries, or "EEA" for every EEA state;
 * - a payment method's currency is one the exchange's `facts.fiat` lists, where it lists any.
 *
 * The data test (facts-sources.test.ts) runs them over the content folder; a problem names the file and field.
 */
export const DECISION_LISTS = ['availability', 'licences', 'paymentMethods'] as const;

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

export function factSourceProblems(files: readonly ContentFile[]): string[] {
  const out: string[] = [];
  for (const { path, data } of files) {
    if (!path.startsWith('partners/exchanges/') || !isObject(data)) continue;
    for (const list of DECISION_LISTS) {
      const entries = data[list];
      if (entries === undefined) continue;
      if (!Array.isArray(entries)) {
        out.push(`${path}: /${list} must be a list`);
        continue;
      }
      entries.forEach((entry, i) => {
        const at = `/${list}/${i}`;
        const provenance = isObject(entry) ? entry.provenance : undefined;
        if (!isObject(provenance)) {
          out.push(`${path}: ${at} has no provenance`);
          return;
        }
        const source = provenance.source;
        if (provenance.kind === 'catalogue') {
          if (typeof source !== 'string')
            out.push(`${path}: ${at}/provenance is from our catalogue without a source (the https page that states it)`);
          else {
            const p = urlProblem(source);
            if (p) out.push(`${path}: ${at}/provenance/source ${p}`);
          }
        }
      });
    }

    const licences = Array.isArray(data.licences) ? data.licences : [];
    licences.forEach((l, i) => {
      const covers = isObject(l) && Array.isArray(l.covers) ? l.covers : [];
      covers.forEach((c, j) => {
        if (c !== 'EEA' && !parseCountryCode(c))
          out.push(`${path}: /licences/${i}/covers/${j} ${JSON.stringify(c)} is neither an ISO 3166-1 country code nor EEA`);
      });
    });

    const facts = isObject(data.facts) ? data.facts : {};
    const fiatFact = isObject(facts.fiat) ? facts.fiat.value : undefined;
    const fiat = Array.isArray(fiatFact) ? fiatFact.filter((x): x is string => typeof x === 'string') : [];
    const methods = Array.isArray(data.paymentMethods) ? data.paymentMethods : [];
    if (fiat.length > 0)
      methods.forEach((m, i) => {
        const currency = isObject(m) ? m.fiat : undefined;
        if (typeof currency === 'string' && !fiat.includes(currency))
          out.push(`${path}: /paymentMethods/${i}/fiat ${currency} is not among the currencies /facts/fiat lists (${fiat.join(', ')})`);
      });
  }
  return out;
}
