import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * false while React hydrates the server's markup (and on the server), true afterwards. What depends on the
 * browser alone (storage, cookies) renders from the second render on, so hydration matches the server.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
