import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Which of `keys` react-query itself reaches when `root` is invalidated: each key gets a cached entry in a
 * fresh client, the root is invalidated, and the keys whose entries turned invalid are returned.
 */
export async function keysReachedBy(root: QueryKey, keys: readonly QueryKey[]): Promise<QueryKey[]> {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  await client.invalidateQueries({ queryKey: root });
  const reached = keys.filter((key) => client.getQueryState(key)?.isInvalidated === true);
  client.clear();
  return reached;
}
