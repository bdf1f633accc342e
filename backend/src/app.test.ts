import { describe, expect, it } from 'vitest';
import { MODULES } from './app.js';

type PluginMeta = { name: string; dependencies: string[] };
const metaOf = (module: object): PluginMeta => (module as { [key: symbol]: PluginMeta })[Symbol.for('plugin-meta')]!;

describe('the module list (app.ts)', () => {
  it('names every module, and lists each after the modules it declares as dependencies', () => {
    const names = MODULES.map((module) => metaOf(module)?.name);
    expect(names.every((name) => name?.startsWith('module:'))).toBe(true);
    for (const [index, module] of MODULES.entries()) {
      const { name, dependencies } = metaOf(module);
      for (const dependency of dependencies) {
        expect(names.indexOf(dependency), `${name} needs ${dependency} before it`).toBeGreaterThanOrEqual(0);
        expect(names.indexOf(dependency), `${name} needs ${dependency} before it`).toBeLessThan(index);
      }
    }
    // The declared edges the architecture relies on (ARCHITECTURE.md, "The module contract").
    expect(metaOf(MODULES.find((m) => metaOf(m).name === 'module:promotions')!).dependencies).toContain('module:referrals');
    expect(metaOf(MODULES.find((m) => metaOf(m).name === 'module:seo')!).dependencies).toEqual(
      expect.arrayContaining(['module:content', 'module:blog', 'module:authors', 'module:referrals']),
    );
  });
});
