import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig } from './config.js';
import { repoRoot } from './paths.js';

describe('loadConfig', () => {
  it('runs on embedded defaults with no variables set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.pgliteDir).toBe(join(repoRoot, 'data/pg'));
    expect(c.trustProxy).toBe(false);
    expect(c.socialLinks).toEqual([]);
    expect(Object.isFrozen(c)).toBe(true);
  });

  it('lists every invalid variable in one error', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x', TRUST_PROXY: 'true' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    const msg = (err as Error).message;
    expect(msg).toContain('PORT must be integer');
    expect(msg).toContain('LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent');
    expect(msg).toContain('DATABASE_URL must match pattern');
    expect(msg).toContain('TRUST_PROXY must match pattern');
  });

  it('never trusts every proxy: a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('keeps only the social links that are configured, https only', () => {
    expect(loadConfig({ SOCIAL_X_URL: 'https://x.com/coinatlas' }).socialLinks).toEqual([{ network: 'x', url: 'https://x.com/coinatlas' }]);
    expect(() => loadConfig({ SOCIAL_X_URL: 'http://x.com/coinatlas' })).toThrow(/SOCIAL_X_URL/);
  });

  it('documents every variable in .env.example and README.md', () => {
    const example = readFileSync(join(repoRoot, '.env.example'), 'utf8');
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    for (const v of ENV_VARIABLES) {
      expect(example, `.env.example lacks ${v.name}`).toMatch(new RegExp(`^#?\\s*${v.name}=`, 'm'));
      expect(readme, `README.md lacks ${v.name}`).toContain(`\`${v.name}\``);
    }
  });
});
