/**
 * Who calls an upstream when a shared answer needs a refresh, among every process that shares it, and how
 * the answer reaches the others. An answer is anything with the time it was fetched; it is stored under a
 * key of the caller's choosing (a price list, an exchange's order book for one pair).
 *
 * Two adapters: Redis (through the cache port) spans instances; the in-process one spans the services of
 * one process. Adapters never reject: when their store is unreachable they behave as if each process were
 * alone (every process may then call the upstream once per refresh, no more).
 */
export type Timestamped = { readonly fetchedAt: number };

/** The right to call the upstream for one key until released (or until it expires, should its holder die). */
export type RefreshLease = { release(): Promise<void> };

/** A back-off: until when (epoch ms) nobody should call the upstream for a key, and why, when a reason was given. */
export type Backoff = Readonly<{ until: number; reason?: string }>;

export type RefreshCoordinator<A extends Timestamped> = {
  /** The latest answer any participant published under the key, if any. */
  latest(key: string): Promise<A | undefined>;
  publish(key: string, answer: A): Promise<void>;
  /** A lease when this caller is to call the upstream; 'busy' while another participant holds one. */
  acquire(key: string): Promise<RefreshLease | 'busy'>;
  /**
   * Waits for the lease holder: resolves with an answer fetched after `since` once one is published, or
   * undefined when the holder let go (or its lease expired, or `signal` aborted) without one.
   */
  awaitAnswer(key: string, since: number, signal: AbortSignal): Promise<A | undefined>;
  /** Until when (epoch ms) nobody should call the upstream for this key after a failure; 0 when free. */
  backoffUntil(key: string): Promise<number>;
  /** The back-off with its reason (`{ until: 0 }` when free). */
  backoff(key: string): Promise<Backoff>;
  backOff(key: string, until: number, ms: number, reason?: string): Promise<void>;
};

/** How an answer is written to a shared store and read back; `decode` answers undefined for anything it does not recognise. */
export type AnswerCodec<A> = {
  encode(answer: A): string;
  decode(key: string, raw: string | null): A | undefined;
};
