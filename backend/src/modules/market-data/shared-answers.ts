import { backoffMs } from '../../platform/refresh/backoff.js';
import { decodeFailure, encodeFailure, MarketSourceError, type Failure } from './domain/failure.js';
import type { RefreshCoordinator } from './ports.js';

type Timestamped = { readonly fetchedAt: number };

/** What a lookup found: an answer (fresh or not: its `fetchedAt` says), the upstream failing, or nothing yet. */
export type Lookup<A> =
  | Readonly<{ state: 'ok'; answer: A }>
  /** The upstream failed (the last answer, if any, is older than the caller accepts) */
  | Readonly<{ state: 'failing'; failure: Failure; last?: A }>
  /** Nothing usable yet and no failure either: the upstream has not answered within the wait (or is being asked by another instance). */
  | Readonly<{ state: 'pending'; last?: A }>;

type Slot<A> = {
  local: A | undefined;
  refreshing: Promise<void> | undefined;
  loading: Promise<void> | undefined;
  /** Nothing shared a moment ago: do not ask the coordinator on every request. */
  coldMissUntil: number;
  failure: Failure | undefined;
  failures: number;
  backoffUntil: number;
};

export type SharedAnswersOptions<A extends Timestamped, C> = {
  coordinator: RefreshCoordinator<A>;
  /** An answer is fresh this long after it was fetched; after that the next request refreshes it (once). */
  freshMs: number;
  /** The first back-off after a failure (doubled per failure in a row, capped). */
  backoffBaseMs: number;
  /** Calls the upstream; rejects with a MarketSourceError. */
  fetch(key: string, context: C): Promise<A>;
  onFetched(key: string, outcome: 'ok' | Failure['kind']): void;
  now: () => number;
  signal: AbortSignal;
};

const COLD_MISS_MS = 2000;

/**
 * Answers kept per key (an exchange's listing, one pair's order book), fetched at most once per freshness
 * window across every process sharing the coordinator: one refresh at a time in this process (single
 * flight), one lease among processes, and a back-off after failures that every process honours. A lookup
 * never throws and never waits longer than the caller allows: what is not there in time is "pending".
 */
export function createSharedAnswers<A extends Timestamped, C>(opts: SharedAnswersOptions<A, C>) {
  const { coordinator, now } = opts;
  const slots = new Map<string, Slot<A>>();
  const background = new Set<Promise<unknown>>();

  const slotOf = (key: string): Slot<A> => {
    let s = slots.get(key);
    if (!s) {
      s = {
        local: undefined,
        refreshing: undefined,
        loading: undefined,
        coldMissUntil: 0,
        failure: undefined,
        failures: 0,
        backoffUntil: 0,
      };
      slots.set(key, s);
    }
    return s;
  };
  const track = <T>(p: Promise<T>): Promise<T> => {
    background.add(p);
    void p.finally(() => background.delete(p)).catch(() => {});
    return p;
  };
  const adopt = (slot: Slot<A>, a: A | undefined) => {
    if (a && (!slot.local || a.fetchedAt > slot.local.fetchedAt)) slot.local = a;
  };
  const isFresh = (a: A | undefined) => !!a && now() - a.fetchedAt < opts.freshMs;

  /** Takes a back-off another process recorded (with its reason) when it is still running. */
  async function sharedBackoff(slot: Slot<A>, key: string): Promise<boolean> {
    const b = await coordinator.backoff(key);
    if (now() >= b.until) return false;
    slot.backoffUntil = Math.max(slot.backoffUntil, b.until);
    const shared = decodeFailure(b.reason);
    slot.failure = shared ?? slot.failure ?? { kind: 'unavailable', message: 'the exchange is failing', at: now() };
    slot.failures = Math.max(slot.failures, shared?.streak ?? 1);
    return true;
  }

  async function recordFailure(slot: Slot<A>, key: string, err: unknown): Promise<void> {
    const e =
      err instanceof MarketSourceError
        ? err
        : new MarketSourceError('malformed', "the exchange's answer could not be read", undefined, { cause: err });
    slot.failures += 1;
    const failure: Failure = { kind: e.kind, message: e.message, at: now(), streak: slot.failures };
    slot.failure = failure;
    // (an exchange's own Retry-After is honoured when it asks for longer than our back-off)
    const ms = backoffMs(slot.failures, { baseMs: opts.backoffBaseMs, retryAfterMs: e.retryAfterMs });
    slot.backoffUntil = now() + ms;
    opts.onFetched(key, e.kind);
    await coordinator.backOff(key, slot.backoffUntil, ms, encodeFailure(failure));
  }

  /** One refresh of one key, shared by every concurrent caller in this process. Never throws. */
  function refresh(key: string, context: C): Promise<void> {
    const slot = slotOf(key);
    slot.refreshing ??= track(
      (async () => {
        try {
          const before = slot.local?.fetchedAt ?? 0;
          adopt(slot, await coordinator.latest(key)); // another process may have refreshed already
          if (isFresh(slot.local) || now() < slot.backoffUntil || opts.signal.aborted) return;
          if (await sharedBackoff(slot, key)) return;
          const lease = await coordinator.acquire(key);
          if (lease === 'busy') {
            const answer = await coordinator.awaitAnswer(key, before, opts.signal);
            if (answer) adopt(slot, answer);
            else await sharedBackoff(slot, key); // the holder failed: its reason comes with its back-off
            return;
          }
          try {
            adopt(slot, await coordinator.latest(key)); // it may have landed just before we took the lease
            if (isFresh(slot.local)) return;
            const answer = await opts.fetch(key, context);
            slot.failures = 0;
            slot.backoffUntil = 0;
            slot.failure = undefined;
            adopt(slot, answer);
            opts.onFetched(key, 'ok');
            await coordinator.publish(key, answer);
          } catch (err) {
            await recordFailure(slot, key, err);
          } finally {
            await lease.release();
          }
        } finally {
          slot.refreshing = undefined;
        }
      })(),
    );
    return slot.refreshing;
  }

  /** A process's first look for a key: what another instance published (not asked again for a moment after a miss). */
  function coldLoad(slot: Slot<A>, key: string): Promise<void> {
    if (slot.local || now() < slot.coldMissUntil) return Promise.resolve();
    slot.loading ??= track(
      (async () => {
        adopt(slot, await coordinator.latest(key));
        if (!slot.local) slot.coldMissUntil = now() + COLD_MISS_MS;
      })().finally(() => {
        slot.loading = undefined;
      }),
    );
    return slot.loading;
  }

  const waitFor = (p: Promise<void>, ms: number): Promise<void> =>
    ms <= 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, ms);
          timer.unref();
          void p.then(() => {
            clearTimeout(timer);
            resolve();
          });
        });

  return {
    /**
     * The answer for `key` if one younger than `usableMs` is held (a stale one starts a refresh behind it);
     * otherwise a refresh, waited for at most `waitMs`. `context` is handed to the fetch when this call starts it.
     */
    async get(key: string, context: C, waitMs: number, usableMs: number): Promise<Lookup<A>> {
      const slot = slotOf(key);
      await coldLoad(slot, key);
      const usable = (a: A | undefined): a is A => !!a && now() - a.fetchedAt < usableMs;
      if (usable(slot.local)) {
        if (!isFresh(slot.local) && !slot.refreshing && now() >= slot.backoffUntil && !opts.signal.aborted) void refresh(key, context);
        return { state: 'ok', answer: slot.local };
      }
      const last = slot.local;
      if (now() >= slot.backoffUntil) await waitFor(refresh(key, context), waitMs);
      if (usable(slot.local)) return { state: 'ok', answer: slot.local };
      const held = slot.local ?? last;
      if (slot.failure && now() < slot.backoffUntil) {
        const { kind, message, at } = slot.failure;
        return held
          ? { state: 'failing', failure: { kind, message, at }, last: held }
          : { state: 'failing', failure: { kind, message, at } };
      }
      return held ? { state: 'pending', last: held } : { state: 'pending' };
    },

    /** The answer held in this process, whatever its age. */
    peek: (key: string): A | undefined => slots.get(key)?.local,

    /** Resolves once refreshes in progress have finished (they are bounded by the upstream time limit). */
    async idle(): Promise<void> {
      while (background.size) await Promise.allSettled([...background]);
    },
  };
}

export type SharedAnswers<A extends Timestamped, C> = ReturnType<typeof createSharedAnswers<A, C>>;
