/**
 * The cache port. Values are strings (callers store serialized JSON, so a hit costs no re-serialization).
 * Every method may reject when the backing store is down; callers decide how to degrade.
 */
export type Cache = {
  readonly kind: 'redis' | 'memory';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Sets the key only when absent (a lock with expiry); true when this caller got it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it still holds `value` (releasing one's own lock). */
  delIfEquals(key: string, value: string): Promise<void>;
  /** Atomically adds 1 and returns the new value; the expiry is set when the key is created. */
  incr(key: string, ttlMs: number): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
};
