import { describe, expect, it } from 'vitest';
import type { AdminPost } from '../api/blog-admin';
import { contentOf, emptyPost, fromLocalInput, isDirty, slugify, toLocalInput } from './editor-model';

const stored: AdminPost = {
  ...emptyPost(),
  slug: 'a-post',
  translations: { en: { title: 'T', summary: 'S', body: 'B', coverAlt: '' } },
  id: 1,
  version: 3,
  publishedAt: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  languages: ['en'],
};

describe('blog editor model', () => {
  it('is dirty only when the content differs from what the server has', () => {
    expect(isDirty(contentOf(stored), stored)).toBe(false);
    expect(isDirty({ ...contentOf(stored), tags: ['x'] }, stored)).toBe(true);
    // key order and a schedule time left over from another state do not count
    const { translations, ...rest } = contentOf(stored);
    expect(isDirty({ translations, ...rest, scheduledAt: '2030-01-01T00:00:00Z' }, stored)).toBe(false);
    expect(isDirty(emptyPost(), undefined)).toBe(false);
    expect(isDirty({ ...emptyPost(), slug: 'x' }, undefined)).toBe(true);
  });

  it('makes tags and slugs from free text', () => {
    expect(slugify('  Hardware Wallets ')).toBe('hardware-wallets');
    expect(slugify('Über Bitcoin!')).toBe('uber-bitcoin');
  });

  it('round-trips a date-time through the local input value', () => {
    const iso = '2026-11-24T09:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
