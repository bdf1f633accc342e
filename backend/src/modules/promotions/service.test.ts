import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/adapters/fs-content.js';
import { loadPromotionSeeds } from './adapters/fs-seeds.js';
import { createMemoryCache } from '../../platform/cache/memory-cache.js';
import type { Cache } from '../../platform/cache/cache.js';
import { createMemoryPromotionRepository } from './adapters/memory-promotion-repository.js';
import { validatePromotion } from '@coinatlas/domain/promotions/promotion';
import { createPromotionService } from './service.js';

const PROMOTION_SEEDS = loadPromotionSeeds(() => true);
const LISTED = new Set(loadContent().partners.map((p) => `${p.type}/${p.id}`));
const isListed = (type: string, id: string) => LISTED.has(`${type}/${id}`);

const NOW = Date.parse('2026-11-22T12:00:00Z');
const seeds = PROMOTION_SEEDS.map((s) => validatePromotion(s as unknown as Record<string, unknown>, isListed));
const input = (over: Record<string, unknown> = {}) => ({ ...structuredClone(PROMOTION_SEEDS[2]!), id: 'trezor-winter', ...over });

function setup(cache: Cache = createMemoryCache(() => NOW)) {
  const repo = createMemoryPromotionRepository(seeds);
  const service = createPromotionService({ repo, cache, now: () => NOW, isListed });
  return { repo, service, cache };
}

describe('promotion service', () => {
  it('lists the live promotions, highest priority first, in the language asked for', async () => {
    const { service } = setup();
    const list = await service.listActive('de');
    expect(list.map((p) => p.priority)).toEqual([10, 9, 8, 8, 7]);
    expect(list.map((p) => p.id).slice(2, 4)).toEqual(['cryptohopper-lifetime', 'ledger-spend-and-save']);
    expect(list[0]!.title).toBe('Crypto.com: 25 $ Willkommensprämie');
  });

  it('creates with validation, and the new promotion shows at once (the cache is cleared)', async () => {
    const { service } = setup();
    await service.listActive('en'); // fills the cache
    await service.create(input({ startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }));
    expect((await service.listActive('en')).map((p) => p.id)).toContain('trezor-winter');
    await expect(service.create(input())).rejects.toMatchObject({ code: 'CONFLICT', message: "Promotion 'trezor-winter' already exists" });
    await expect(service.create(input({ id: 'x1', priority: -1 }))).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('leaves out inactive, not yet started and ended promotions', async () => {
    const { service } = setup();
    await service.create(input({ id: 'future', startsAt: '2026-12-01T00:00:00Z' }));
    await service.create(input({ id: 'past', endsAt: '2026-11-22T12:00:00Z' }));
    await service.update('ledger-spend-and-save', { active: false });
    const ids = (await service.listActive('en')).map((p) => p.id);
    expect(ids).not.toContain('future');
    expect(ids).not.toContain('past');
    expect(ids).not.toContain('ledger-spend-and-save');
    expect(ids).toHaveLength(seeds.length - 1);
  });

  it('updates a whole, valid promotion; the id cannot change; unknown ids are 404', async () => {
    const { service } = setup();
    const p = await service.update('glassnode-first-months', { priority: 12, title: { en: 'Glassnode offer' } });
    expect(p).toMatchObject({ priority: 12, title: { en: 'Glassnode offer' } });
    expect((await service.listActive('es'))[0]!.title).toBe('Glassnode offer');
    await expect(service.update('glassnode-first-months', { id: 'other' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(service.update('glassnode-first-months', { bgColor: 'pink' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(service.update('nope', { priority: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deletes; deleting twice is a 404', async () => {
    const { service } = setup();
    await service.delete('glassnode-first-months');
    expect((await service.listActive('en')).map((p) => p.id)).not.toContain('glassnode-first-months');
    await expect(service.delete('glassnode-first-months')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(service.get('glassnode-first-months')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reads the database when the cache is down', async () => {
    const broken: Cache = {
      ...createMemoryCache(),
      get: () => Promise.reject(new Error('down')),
      set: () => Promise.reject(new Error('down')),
      del: () => Promise.reject(new Error('down')),
    };
    const { service } = setup(broken);
    expect(await service.listActive('en')).toHaveLength(5);
    await service.delete('glassnode-first-months');
    expect(await service.listActive('en')).toHaveLength(4);
  });

  it('does not serve a live promotion of a partner whose status allows facts only', async () => {
    const promoted = seeds[0]!;
    const service = createPromotionService({
      repo: createMemoryPromotionRepository(seeds),
      cache: createMemoryCache(() => NOW),
      now: () => NOW,
      isListed,
      isPromotable: (type, id) => !(type === promoted.partnerType && id === promoted.partnerId),
    });
    const ids = (await service.listActive('en')).map((p) => p.id);
    expect(ids).not.toContain(promoted.id);
    expect(ids).toHaveLength(seeds.length - 1);
    expect((await service.listAll()).map((p) => p.id)).toContain(promoted.id);
  });
});
