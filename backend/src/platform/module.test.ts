import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { defineModule, type ModuleDeps } from './module.js';

// The modules below use no dependency: an empty object stands in for the app's.
const deps = {} as ModuleDeps;

const provider = defineModule(
  'provider',
  async (app) => {
    app.decorate('provided', 'from the provider');
  },
  { shared: true },
);
const consumer = defineModule(
  'consumer',
  async (app) => {
    app.get('/provided', async () => ({ value: (app as unknown as { provided: string }).provided }));
  },
  { uses: ['provider'] },
);
const privateModule = defineModule('private', async (app) => {
  app.decorate('secret', 'kept in the module');
});

describe('defineModule', () => {
  it('refuses to start when a module is registered before a module it depends on, naming both', async () => {
    const app = Fastify();
    // As app.ts registers MODULES: one after another, each awaited.
    const start = async () => {
      await app.register(consumer, deps);
      await app.register(provider, deps);
    };
    await expect(start()).rejects.toThrow("The dependency 'module:provider' of plugin 'module:consumer' is not registered");
  });

  it('starts in the declared order, and a shared module decorates the modules after it', async () => {
    const app = Fastify();
    await app.register(provider, deps);
    await app.register(consumer, deps);
    const res = await app.inject({ url: '/provided' });
    expect(res.json()).toEqual({ value: 'from the provider' });
    await app.close();
  });

  it('keeps what a module that is not shared decorates inside it', async () => {
    const app = Fastify();
    await app.register(privateModule, deps);
    await app.ready();
    expect(app.hasDecorator('secret')).toBe(false);
    await app.close();
  });
});
