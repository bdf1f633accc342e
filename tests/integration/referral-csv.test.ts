import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { content } from '../support/content.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const ORIGIN = 'http://localhost:3000';
const EMAIL = 'csv-editor@coinatlas.example';
const PASSWORD = 'correct horse battery staple';

type Code = { entityType: string; entityId: string; name: string; code: string; url: string; discount: string; isActive: boolean };

// Partners the site may promote (a code of another partner is stored but never shown).
const promotable = content.partners.filter((p) => !('status' in p) || p.status === 'active');
const exchanges = promotable.filter((p) => p.type === 'exchange');
const [first, second, third] = exchanges;
const HEADER = 'entityType,entityId,code,url,discount,isActive';

describe('referral codes as CSV (admin)', () => {
  let t: TestApp;
  let cookie = '';
  let csrf = '';
  const admin = () => ({ cookie, origin: ORIGIN, 'x-csrf-token': csrf });
  const importCsv = (body: string, headers: Record<string, string> = admin()) =>
    t.app.inject({ method: 'POST', url: '/api/referral-codes/import', headers: { ...headers, 'content-type': 'text/csv' }, payload: body });
  const stored = async (): Promise<Code[]> =>
    (await t.app.inject({ url: '/api/referral-codes?includeInactive=true', headers: { cookie } })).json();
  const find = (rows: Code[], type: string, id: string) => rows.find((r) => r.entityType === type && r.entityId === id);

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN },
      payload: { email: EMAIL, password: PASSWORD },
    });
    cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    csrf = res.json().csrfToken;
    expect(first && second && third, 'three promotable exchanges in the content').toBeTruthy();
  });
  afterAll(async () => t?.close());

  it('is admin-only: 401 without a session, 403 without the CSRF token', async () => {
    expect((await importCsv(`${HEADER}\n`, {})).statusCode).toBe(401);
    expect((await importCsv(`${HEADER}\n`, { cookie, origin: ORIGIN })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/referral-codes/export' })).statusCode).toBe(401);
  });

  it('refuses a file with invalid rows, naming each by its line, and stores nothing', async () => {
    const before = await stored();
    const body = [
      HEADER,
      `exchange,${first!.id},GOODCODE1,https://example.com/r/1,,true`,
      `exchange,${second!.id},GOOD2,http://example.com/r/2,,true`,
      'exchange,not-a-listed-exchange,GOOD3,https://example.com/r/3,,false',
      `exchange,${third!.id},GOOD4,https://example.com/r/4,,maybe`,
      `exchange,${first!.id},AGAIN,https://example.com/r/5,,false`,
      '',
    ].join('\n');
    const res = await importCsv(body);
    expect(res.statusCode).toBe(400);
    const { message } = res.json() as { message: string };
    expect(message).toBe(
      'Nothing was imported: 4 lines have problems. ' +
        'line 3: url must start with https://. ' +
        "line 4: entityId 'not-a-listed-exchange' is not a listed exchange. " +
        "line 5: isActive must be true or false (not 'maybe'). " +
        `line 6: exchange/${first!.id} is already on line 2`,
    );
    expect(await stored()).toEqual(before);
    expect((await t.app.inject({ url: '/api/referral-codes' })).json()).toEqual([]);
  });

  it('refuses a file without the required columns or rows, and a body that is not CSV', async () => {
    const noUrl = await importCsv('entityType,entityId,code,colour\nexchange,x,Y,red\n');
    expect(noUrl.statusCode).toBe(400);
    expect(noUrl.json().message).toBe(
      'Nothing was imported: 1 line has a problem. line 1: missing column url; unknown column colour ' +
        '(expected entityType, entityId, code, url, name, description, discount, isActive)',
    );
    const empty = await importCsv(`${HEADER}\n`);
    expect(empty.json().message).toBe('Nothing was imported: 1 line has a problem. line 1: the file has a header but no rows');
    const broken = await importCsv(`${HEADER}\nexchange,"${first!.id},X,https://example.com,,true\n`);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/^Nothing was imported: 1 line has a problem\. line \d+: not valid CSV/);
    const json = await t.app.inject({ method: 'POST', url: '/api/referral-codes/import', headers: admin(), payload: { csv: HEADER } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: 'Send the file as text/csv' });
  });

  it('imports a good file in one go (created or replaced), shows the active codes and exports them back', async () => {
    const body = [
      'entityType,entityId,code,url,discount,isActive,name',
      `exchange,${first!.id},ATLAS-ONE,https://example.com/r/one,"Fee discount, per the terms",true,`,
      `exchange,${second!.id},ATLAS-TWO,https://example.com/r/two,,false,Custom name`,
    ].join('\r\n');
    const res = await importCsv(body);
    expect(res.statusCode).toBe(200);
    // Every listed partner has a seeded row, so both rows replace one.
    expect(res.json()).toEqual({ created: 0, updated: 2 });

    const rows = await stored();
    expect(find(rows, 'exchange', first!.id)).toMatchObject({
      code: 'ATLAS-ONE',
      url: 'https://example.com/r/one',
      discount: 'Fee discount, per the terms',
      isActive: true,
      name: first!.name,
    });
    expect(find(rows, 'exchange', second!.id)).toMatchObject({ code: 'ATLAS-TWO', isActive: false, name: 'Custom name' });
    const visible = (await t.app.inject({ url: '/api/referral-codes' })).json() as Code[];
    expect(visible.map((c) => `${c.entityType}/${c.entityId}`)).toEqual([`exchange/${first!.id}`]);

    const exported = await t.app.inject({ url: '/api/referral-codes/export', headers: { cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="referral-codes.csv"');
    const records = parse(exported.body, { columns: true }) as Array<Record<string, string>>;
    expect(exported.body.split('\n')[0]).toBe('entityType,entityId,code,url,name,description,discount,isActive');
    expect(records).toHaveLength(rows.length);
    expect(records.find((r) => r.entityId === first!.id && r.entityType === 'exchange')).toEqual({
      entityType: 'exchange',
      entityId: first!.id,
      code: 'ATLAS-ONE',
      url: 'https://example.com/r/one',
      name: first!.name,
      description: '',
      discount: 'Fee discount, per the terms',
      isActive: 'true',
    });

    // The export imports back unchanged.
    const again = await importCsv(exported.body);
    expect(again.json()).toEqual({ created: 0, updated: rows.length });
    // (Addresses are stored as a browser writes them: https://example.com becomes https://example.com/.)
    const fields = ({ code, url, isActive, discount }: Code) => ({ code, url: new URL(url).href, isActive, discount });
    expect((await stored()).map(fields)).toEqual(rows.map(fields));
  });

  it('creates a code for a partner whose row was deleted', async () => {
    const row = (await stored()).find((r) => r.entityType === 'exchange' && r.entityId === third!.id) as Code & { id: number };
    expect((await t.app.inject({ method: 'DELETE', url: `/api/referral-codes/${row.id}`, headers: admin() })).statusCode).toBe(204);
    const res = await importCsv(`${HEADER}\nexchange,${third!.id},ATLAS-THREE,https://example.com/r/three,,true\n`);
    expect(res.json()).toEqual({ created: 1, updated: 0 });
    expect(find(await stored(), 'exchange', third!.id)).toMatchObject({ code: 'ATLAS-THREE', isActive: true, name: third!.name });
  });
});
