import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { PasswordHasher } from '../ports.js';

// N=2^15, r=8, p=1: ~32 MiB and tens of milliseconds per hash (OWASP's scrypt baseline is N=2^17 with
// r=8 for dedicated servers; 2^15 keeps sign-in snappy on small hosts while staying well above 2^14).
const DEFAULTS = { N: 32_768, r: 8, p: 1, keyLength: 64 };

function derive(password: string, salt: Buffer, keyLength: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...opts, maxmem: 256 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes as `scrypt$N$r$p$salt$key` (base64url), so the cost can be raised later without breaking old hashes. */
export function createScryptPasswordHasher(params: Partial<typeof DEFAULTS> = {}): PasswordHasher {
  const { N, r, p, keyLength } = { ...DEFAULTS, ...params };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, keyLength, { N, r, p });
      return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [n, rr, pp] = parts.slice(1, 4).map(Number) as [number, number, number];
      const salt = Buffer.from(parts[4]!, 'base64url');
      const expected = Buffer.from(parts[5]!, 'base64url');
      if (!n || !rr || !pp || expected.length === 0) return false;
      const key = await derive(password, salt, expected.length, { N: n, r: rr, p: pp });
      return timingSafeEqual(key, expected);
    },
  };
}
