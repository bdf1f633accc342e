import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAVAILABILITY_REASONS, type AvailabilityFact } from '@coinatlas/domain/availability/availability';
import { CATALOGUE } from '@coinatlas/domain/provenance/provenance';
import { COUNTRY_CODES } from '@coinatlas/domain/region/region';
import { PRIORITIES, REC_CATEGORIES, type CandidateWithText, type RecCategory } from '@coinatlas/domain/recommendations/catalogue';
import { rankPartners, type RecommendationAnswer } from '../../backend/src/modules/recommendations/domain/ranking.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/*
 * Property (issue 35): for any country C and any partner recorded as not available in C, the recommendations
 * API never ranks, recommends or links it for C, and every partner recorded as available in C comes before
 * every one whose availability there is unknown. Checked two ways: on the API's own ranking function with the
 * real candidates under generated availability records (any country, any mix of entries), and on the running
 * API with the records as they are, for generated countries, categories, priorities and methods, the country
 * named in the query or by the proxy's header.
 */

type Entry = 'none' | 'available' | 'not-available' | 'not-available-elsewhere';

/** The record's entry for C, or one for another country (which must change nothing in C). */
function entry(kind: Entry, country: string, other: string, reason: (typeof UNAVAILABILITY_REASONS)[number]): AvailabilityFact[] {
  if (kind === 'available') return [{ country, status: 'available', provenance: CATALOGUE }];
  if (kind === 'not-available') return [{ country, status: 'not-available', reason, provenance: CATALOGUE }];
  if (kind === 'not-available-elsewhere') return [{ country: other, status: 'not-available', reason, provenance: CATALOGUE }];
  return [];
}

/** What the record says about the partner in the country. */
const recorded = (availability: readonly AvailabilityFact[] | undefined, country: string) =>
  availability?.find((a) => a.country === country)?.status ?? 'unknown';

/** The property itself, for one answer, against the candidates it ranked (their availability entries). */
function expectHolds(answer: RecommendationAnswer, country: string, list: readonly CandidateWithText[]) {
  const byKey = new Map(list.map((c) => [`${c.type}/${c.id}`, c.availability]));
  const state = (type: string, id: string) => recorded(byKey.get(`${type}/${id}`), country);
  for (const r of answer.results) {
    const where = `${answer.method} ${answer.category} ${country}: ${r.type}/${r.id}`;
    expect(state(r.type, r.id), where).not.toBe('not-available');
    expect(r.link, where).toBe(`/go/${r.type}/${r.id}`);
    // what the answer says about the country is what the record says
    expect(r.availability.state, where).toBe(state(r.type, r.id));
  }
  // every partner of the category recorded as not available there is named as left out, and only those
  const out = list.filter((c) => c.category === answer.category && recorded(c.availability, country) === 'not-available');
  expect(answer.excluded.map((x) => `${x.type}/${x.id}`).sort(), `${answer.category} ${country}`).toEqual(
    out.map((c) => `${c.type}/${c.id}`).sort(),
  );
  for (const x of answer.excluded) expect([x.availability.country, x.availability.status]).toEqual([country, 'not-available']);
  // available before unknown, whatever the scores
  const firstUnknown = answer.results.findIndex((r) => r.availability.state === 'unknown');
  if (firstUnknown >= 0) expect(answer.results.slice(firstUnknown).every((r) => r.availability.state === 'unknown')).toBe(true);
  // a recommendation is recorded as available there and meets a priority
  if (answer.recommended) expect([answer.results[0]!.availability.state, answer.results[0]!.matchScore > 0]).toEqual(['available', true]);
}

const arbPriorities = (category: RecCategory) =>
  fc.uniqueArray(fc.constantFrom(...(PRIORITIES[category] as readonly string[])), { minLength: 1, maxLength: 4 });

describe('property: a partner recorded as not available in a country is never ranked there', () => {
  let t: TestApp;
  let candidates: CandidateWithText[];
  beforeAll(async () => {
    // the running-API property asks a few hundred questions: the per-client limit is raised for it
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
    candidates = (
      (await t.app.inject({ method: 'GET', url: '/api/content/recommendations?lang=en' })).json() as { candidates: CandidateWithText[] }
    ).candidates;
  }, 180_000);
  afterAll(async () => t?.close());

  it('the API ranking over the real candidates, under any availability records for any country', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REC_CATEGORIES).chain((category) =>
          fc.record({
            category: fc.constant(category),
            priorities: arbPriorities(category),
            country: fc.constantFrom(...COUNTRY_CODES),
            other: fc.constantFrom(...COUNTRY_CODES),
            method: fc.constantFrom('wizard' as const, 'advisor' as const),
            entries: fc.array(fc.constantFrom<Entry>('none', 'available', 'not-available', 'not-available-elsewhere'), {
              minLength: candidates.length,
              maxLength: candidates.length,
            }),
            reason: fc.constantFrom(...UNAVAILABILITY_REASONS),
          }),
        ),
        ({ category, priorities, country, other, method, entries, reason }) => {
          fc.pre(other !== country);
          const list = candidates.map((c, i) => ({ ...c, availability: entry(entries[i]!, country, other, reason) }));
          const answer = rankPartners(list, { method, category, priorities, country: { code: country, source: 'query' } }, new Set());
          expectHolds(answer, country, list);
          // when the category has a partner not recorded as unavailable there, there is an answer
          const left = list.filter((c) => c.category === category && recorded(c.availability, country) !== 'not-available');
          if (method === 'wizard') expect(answer.results.length).toBe(left.length);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('the running API with the records as they are: any country, named in the query or by the proxy', async () => {
    // the countries the records say something about, most often, and any other now and then
    const mentioned = [...new Set(candidates.flatMap((c) => (c.availability ?? []).map((a) => a.country)))];
    expect(mentioned).toEqual(expect.arrayContaining(['US']));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...REC_CATEGORIES).chain((category) =>
          fc.record({
            category: fc.constant(category),
            priorities: arbPriorities(category),
            country: fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...mentioned) },
              { weight: 1, arbitrary: fc.constantFrom(...COUNTRY_CODES) },
            ),
            method: fc.constantFrom('wizard', 'advisor'),
            viaProxy: fc.boolean(),
          }),
        ),
        async ({ category, priorities, country, method, viaProxy }) => {
          const url =
            `/api/recommendations?category=${category}&priorities=${priorities.join(',')}&method=${method}` +
            (viaProxy ? '' : `&country=${country}`);
          const res = await t.app.inject({ method: 'GET', url, headers: viaProxy ? { 'cf-ipcountry': country } : {} });
          expect(res.statusCode, res.body).toBe(200);
          const answer = res.json() as RecommendationAnswer;
          expect(answer.country).toEqual({ code: country, source: viaProxy ? 'proxy' : 'query' });
          expectHolds(answer, country, candidates);
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);

  it('for the US the records leave Binance out of every category it is in, whatever is asked', async () => {
    expect(recorded(candidates.find((c) => c.type === 'exchange' && c.id === 'binance')?.availability, 'US')).toBe('not-available');
    for (const method of ['wizard', 'advisor'])
      for (const category of ['exchanges', 'apps'] as const)
        for (const p of PRIORITIES[category]) {
          const res = await t.app.inject({
            method: 'GET',
            url: `/api/recommendations?category=${category}&priorities=${p}&country=US&method=${method}`,
          });
          const answer = res.json() as RecommendationAnswer;
          expect(
            answer.results.map((r) => r.id),
            `${method} ${category} ${p}`,
          ).not.toContain('binance');
        }
  });
});
