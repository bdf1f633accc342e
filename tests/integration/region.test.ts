import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/region', () => {
  let t: TestApp;
  let custom: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    custom = await createTestApp({ env: { REGION_HEADER: 'X-Country-Code' } });
  });
  afterAll(async () => {
    await t?.close();
    await custom?.close();
  });

  it('reads the country the trusted proxy sends in CF-IPCountry by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/region', headers: { 'cf-ipcountry': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ country: 'DE' });
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers.vary).toContain('cf-ipcountry');
  });

  it('answers null without the header, or with a placeholder or junk in it', async () => {
    for (const value of [undefined, 'XX', 'T1', 'Germany', '<script>']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/region', headers: value ? { 'cf-ipcountry': value } : {} });
      expect(res.json(), String(value)).toEqual({ country: null });
    }
  });

  it('uses the configured header name (REGION_HEADER) and ignores the default one then', async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/api/region', headers: { 'x-country-code': 'BR', 'cf-ipcountry': 'DE' } });
    expect(res.json()).toEqual({ country: 'BR' });
    expect(custom.config.regionHeader).toBe('x-country-code');
  });

  it('never calls out: the answer is immediate and documented', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(spec.paths['/api/region'].get.operationId).toBe('getRegion');
  });
});
