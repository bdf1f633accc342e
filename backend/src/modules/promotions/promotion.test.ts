import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/adapters/fs-content.js';
import { loadPromotionSeeds } from './adapters/fs-seeds.js';
import { isLiveAt, toPublic, validatePromotion, type Promotion } from '@coinatlas/domain/promotions/promotion';

const PROMOTION_SEEDS = loadPromotionSeeds(() => true);
const LISTED = new Set(loadContent().partners.map((p) => `${p.type}/${p.id}`));
const isListed = (type: string, id: string) => LISTED.has(`${type}/${id}`);

const seed = (i = 0) => structuredClone(PROMOTION_SEEDS[i]!) as unknown as Record<string, unknown>;
const valid = (over: Record<string, unknown> = {}) => validatePromotion({ ...seed(), ...over }, isListed);

describe('the seeded promotions', () => {
  const promos = PROMOTION_SEEDS.map((s) => validatePromotion(s as unknown as Record<string, unknown>, isListed));

  it('are the five seeded promotions with their priorities (welcome 10, bot 8, wallet 9, analytics 7, second wallet 8)', () => {
    // One seed file per promotion: the files are read in name order, so compare without order.
    const byId = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    expect(promos.map((p) => [p.id, p.priority, p.categories[0]]).sort(byId)).toEqual(
      [
        ['crypto-com-welcome', 10, 'exchange'],
        ['cryptohopper-lifetime', 8, 'trading_bot'],
        ['trezor-first-purchase', 9, 'wallet'],
        ['glassnode-first-months', 7, 'analytics'],
        ['ledger-spend-and-save', 8, 'wallet'],
      ].sort(byId),
    );
  });

  it('each names a listed partner and links through our tracked redirect', () => {
    for (const p of promos) {
      expect(isListed(p.partnerType, p.partnerId), p.id).toBe(true);
      expect(toPublic(p, 'en').ctaUrl).toBe(`/go/${p.partnerType}/${p.partnerId}`);
    }
  });

  it('state only the offers our catalogue lists', () => {
    const offers = Object.fromEntries(promos.map((p) => [p.id, p.discount.en]));
    expect(offers).toEqual({
      'crypto-com-welcome': '$25 reward',
      'cryptohopper-lifetime': '10% lifetime discount',
      'trezor-first-purchase': '10% off',
      'glassnode-first-months': '15% off',
      'ledger-spend-and-save': '$25 off',
    });
    expect(promos.find((p) => p.id === 'glassnode-first-months')!.title.en).toContain('first 3 months');
    expect(promos.find((p) => p.id === 'ledger-spend-and-save')!.description.en).toContain('$250 or more');
  });

  it('are written in all four languages', () => {
    for (const p of promos)
      for (const field of ['title', 'description', 'ctaText', 'discount'] as const)
        expect(Object.keys(p[field]).sort(), `${p.id}.${field}`).toEqual(['de', 'en', 'es', 'pt']);
  });

  it('only target routes of the route manifest', () => {
    const used = new Set(promos.flatMap((p) => p.targetPages));
    for (const r of used)
      expect(['/', '/exchanges', '/trading-bots', '/tools', '/apps', '/wallets', '/wallets/hardware', '/blog', '/payment-cards']).toContain(
        r,
      );
  });
});

describe('validatePromotion', () => {
  it('normalizes dates to ISO and defaults active to true', () => {
    const p = valid({ startsAt: '2026-11-01T00:00:00+01:00', endsAt: null, active: undefined });
    expect(p.startsAt).toBe('2026-10-31T23:00:00.000Z');
    expect(p.active).toBe(true);
  });

  it.each([
    [{ id: 'Bad Id' }, 'id must be 2-63 lowercase letters, digits or dashes'],
    [{ partnerType: 'bank' }, 'partnerType is not a known partner type'],
    [{ partnerId: 'nope' }, "partnerId 'nope' is not a listed payment_card"],
    [{ priority: 2.5 }, 'priority must be a whole number from 0 to 20'],
    [{ priority: 21 }, 'priority must be a whole number from 0 to 20'],
    [{ bgColor: 'red; background:url(x)' }, 'bgColor must be one of: blue, indigo, emerald, violet, amber, slate'],
    [{ active: 'yes' }, 'active must be true or false'],
    [{ title: 'Hello' }, 'title must be an object of texts by language'],
    [{ title: { es: 'Hola' } }, 'title.en is required'],
    [{ title: { en: 'Hi', fr: 'Salut' } }, "title has an unknown language 'fr'"],
    [{ title: { en: '  ' } }, 'title.en must be a non-empty string'],
    [{ title: { en: 'x'.repeat(81) } }, 'title.en must be at most 80 characters'],
    [{ description: { en: 'x'.repeat(241) } }, 'description.en must be at most 240 characters'],
    [{ categories: [] }, 'categories must have at least 1 item'],
    [{ categories: ['exchange', 'exchange'] }, 'categories must not repeat a value'],
    [{ categories: ['gambling'] }, "categories has an unknown value 'gambling'"],
    [{ targetPages: ['/admin'] }, "targetPages has an unknown value '/admin'"],
    [{ userTypes: 'learner' }, 'userTypes must be a list'],
    [{ marketConditions: ['moon_market'] }, "marketConditions has an unknown value 'moon_market'"],
    [{ startsAt: 'tomorrow' }, 'startsAt must be an ISO 8601 date-time or null'],
    [{ startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' }, 'endsAt must be after startsAt'],
  ])('%o is refused: %s', (over, message) => {
    expect(() => valid(over)).toThrow(message);
    try {
      valid(over);
    } catch (e) {
      expect((e as { code: string }).code).toBe('BAD_REQUEST');
    }
  });
});

describe('isLiveAt', () => {
  const base: Promotion = valid();
  const t = Date.parse('2026-11-22T12:00:00Z');
  it('needs active, and the start reached (inclusive) and the end not reached (exclusive)', () => {
    expect(isLiveAt(base, t)).toBe(true);
    expect(isLiveAt({ ...base, active: false }, t)).toBe(false);
    expect(isLiveAt({ ...base, startsAt: '2026-11-22T12:00:00.000Z' }, t)).toBe(true);
    expect(isLiveAt({ ...base, startsAt: '2026-11-22T12:00:00.001Z' }, t)).toBe(false);
    expect(isLiveAt({ ...base, endsAt: '2026-11-22T12:00:00.000Z' }, t)).toBe(false);
    expect(isLiveAt({ ...base, endsAt: '2026-11-22T12:00:00.001Z' }, t)).toBe(true);
  });
});

describe('toPublic', () => {
  it('gives the texts of the language asked for, English where a translation is missing', () => {
    const p = valid({ title: { en: 'Hello', de: 'Hallo' } });
    expect(toPublic(p, 'de').title).toBe('Hallo');
    expect(toPublic(p, 'pt').title).toBe('Hello');
    expect(toPublic(p, 'es').description).toBe(PROMOTION_SEEDS[0]!.description.es);
    expect(toPublic(p, 'en')).not.toHaveProperty('active');
  });
});
