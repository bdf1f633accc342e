import { partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keysReachedBy } from '@/lib/api/testing/key-hierarchy';
import { blogKeys, blogQueries } from './blog-queries';

describe('blog query keys', () => {
  const lists = [blogKeys.list(1), blogKeys.list(2)];
  const details = [blogKeys.detail('first-post'), blogKeys.detail('second-post')];

  it('every key starts with the blog root, lists under lists() and posts under details()', () => {
    for (const key of [...lists, ...details]) expect(partialMatchKey(key, blogKeys.all)).toBe(true);
    for (const key of lists) expect(partialMatchKey(key, blogKeys.lists())).toBe(true);
    for (const key of details) expect(partialMatchKey(key, blogKeys.details())).toBe(true);
  });

  it('invalidating the lists leaves the posts cached; the root reaches both', async () => {
    expect(await keysReachedBy(blogKeys.lists(), [...lists, ...details])).toEqual(lists);
    expect(await keysReachedBy(blogKeys.all, [...lists, ...details])).toEqual([...lists, ...details]);
  });

  it('pages and slugs get keys of their own', async () => {
    expect(await keysReachedBy(blogKeys.list(1), lists)).toEqual([blogKeys.list(1)]);
    expect(await keysReachedBy(blogKeys.detail('first-post'), details)).toEqual([blogKeys.detail('first-post')]);
  });

  it('each language version of a page or post has a key of its own', async () => {
    expect(blogKeys.list(1, 'es')).not.toEqual(blogKeys.list(1, 'en'));
    expect(
      await keysReachedBy(blogKeys.detail('a-slug', 'de'), [blogKeys.detail('a-slug', 'en'), blogKeys.detail('a-slug', 'de')]),
    ).toEqual([blogKeys.detail('a-slug', 'de')]);
  });

  it('query options carry the factory keys', () => {
    expect(blogQueries.list(3, 'pt').queryKey).toEqual(blogKeys.list(3, 'pt'));
    expect(blogQueries.list(3).queryKey).toEqual(blogKeys.list(3));
    expect(blogQueries.detail('a-slug').queryKey).toEqual(blogKeys.detail('a-slug'));
  });
});
