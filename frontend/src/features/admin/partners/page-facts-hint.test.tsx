import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PartnerRecord } from './api/partners-admin';
import { PageFactsHint } from './page-facts-hint';

const fact = (value: unknown) => ({ value, provenance: { kind: 'catalogue' } });
const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the desk’s page facts hint', () => {
  it('says which facts would lift a thin page, most helpful first', () => {
    const record = {
      type: 'exchange',
      id: 'luno',
      facts: { kyc: fact('required'), founded: fact(2013), headquarters: fact('GB'), features: fact([]) },
    } as unknown as PartnerRecord;
    expect(text(renderToStaticMarkup(<PageFactsHint record={record} />))).toBe(
      'Page facts: 3 of the 5 a page needs to be indexed. What would lift this page: trading fees (fees.trading, or a DEX’s ' +
        'facts.poolFee), availability by country, payment methods, licences, deposit or withdrawal fees, number of coins, fiat ' +
        'currencies, networks (facts.chains), features (facts.features), security incidents, rating breakdown (or a written review).',
    );
  });

  it('says when the page holds enough, reading the texts in English', () => {
    const record = {
      type: 'app',
      facts: { platforms: fact(['ios']), pricing: fact('free') },
      text: { en: { description: 'x', features: ['a'], pros: ['b'], cons: ['c'] }, es: {}, de: {}, pt: {} },
    } as unknown as PartnerRecord;
    expect(text(renderToStaticMarkup(<PageFactsHint record={record} />))).toBe(
      'Page facts: 5 of the 5 a page needs to be indexed. Enough for the page to be indexed.',
    );
  });
});
