// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { setAt, valueAt } from '@coinatlas/domain/json/pointer';
import { schemaAt, type JsonSchema } from './schema-model';
import { ValueEditor } from './value-editor';

/**
 * The record editor's lists of decision facts, drawn from the file schema the server validates saves with
 * (as the API document publishes it, the schema GET /api/admin/partners/schema serves): an editor adds,
 * edits and removes a licence, a payment method and a country (with the regions left out), each with its
 * provenance, and the record holds exactly what the file format asks.
 */

type Doc = { components: { schemas: { PartnerFileRecord: { anyOf: Array<JsonSchema & { title: string }> } } } };
/**
 * The API document writes a constant (a provenance's kind, an availability entry's status) as a one-value
 * enum, as OpenAPI 3.0 does, and refers to the one Provenance component where a record embeds it; the schema
 * endpoint serves the constant as `const` and the provenance in place, as saves are validated with.
 */
const asServed = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(asServed);
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const ref = typeof o.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(o.$ref)?.[1] : undefined;
  if (ref) return asServed(components[ref]);
  if (Array.isArray(o.enum) && o.enum.length === 1) {
    const { enum: one, ...rest } = o;
    return { ...rest, const: (one as unknown[])[0] };
  }
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, asServed(x)]));
};
const raw = JSON.parse(readFileSync(join(import.meta.dirname, '../../../../../openapi/openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, unknown> };
};
const components = raw.components.schemas;
const doc = asServed(raw) as Doc;
const schemaOf = (title: string) => doc.components.schemas.PartnerFileRecord.anyOf.find((s) => s.title === title)!;
const EXCHANGE = schemaOf('ExchangePartner');

function Harness({ schema, path, label, initial }: { schema: JsonSchema; path: string; label: string; initial: Record<string, unknown> }) {
  const [record, setRecord] = useState<unknown>(initial);
  return (
    <>
      <ValueEditor
        schema={schemaAt(schema, record, path) ?? {}}
        value={valueAt(record, path) ?? []}
        path={path}
        label={label}
        onChange={(p, v) => setRecord((r: unknown) => setAt(r, p, v))}
        problems={new Map()}
      />
      <output data-testid="record">{JSON.stringify(record)}</output>
    </>
  );
}
const recordNow = () => JSON.parse(screen.getByTestId('record').textContent!) as Record<string, unknown>;
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
const click = (name: string | RegExp, scope: HTMLElement = document.body) => fireEvent.click(within(scope).getByRole('button', { name }));
const BASE = { type: 'exchange', id: 'example' };
const SOURCE = 'https://www.example-exchange.com/legal';

afterEach(cleanup);

describe('the record editor’s decision facts', () => {
  it('adds, edits and removes a licence, with its optional fields and its provenance', () => {
    render(<Harness schema={EXCHANGE} path="/licences" label="Licences" initial={BASE} />);
    click('Add to licences');
    expect(recordNow().licences).toEqual([
      { regulator: '', regulatorCountry: '', type: 'mica-casp', status: 'authorised', covers: [''], provenance: { kind: 'catalogue' } },
    ]);
    type('Regulator', 'BaFin');
    type('Regulator country', 'DE');
    type('Type', 'crypto-custody');
    type('Status', 'registered');
    type('Covers #1', 'DE');
    click('Add to covers');
    type('Covers #2', 'AT');
    click('Add holder to Licences #1');
    type('Holder', 'Example Germany GmbH');
    click('Add register url to Licences #1');
    type('Register url', 'https://register.example.org/entry/123456');
    click('Add source to Provenance');
    type('Source', SOURCE);
    expect(recordNow().licences).toEqual([
      {
        regulator: 'BaFin',
        regulatorCountry: 'DE',
        type: 'crypto-custody',
        holder: 'Example Germany GmbH',
        registerUrl: 'https://register.example.org/entry/123456',
        status: 'registered',
        covers: ['DE', 'AT'],
        provenance: { kind: 'catalogue', source: SOURCE },
      },
    ]);
    click('Remove Holder from Licences #1');
    click('Remove Covers #2');
    expect(recordNow().licences).toMatchObject([{ covers: ['DE'] }]);
    expect((recordNow().licences as object[])[0]).not.toHaveProperty('holder');
    click('Remove Licences #1');
    expect(recordNow().licences).toEqual([]);
  });

  it('adds a payment method with deposit terms (a fee left out stays unknown) and removes a direction', () => {
    render(<Harness schema={EXCHANGE} path="/paymentMethods" label="Payment methods" initial={BASE} />);
    click('Add to payment methods');
    type('Method', 'pix');
    type('Fiat', 'BRL');
    click('Add deposit to Payment methods #1');
    expect(recordNow().paymentMethods).toEqual([{ method: 'pix', fiat: 'BRL', deposit: {}, provenance: { kind: 'catalogue' } }]);
    click('Add fee percent to Deposit');
    type('Fee percent', '0');
    click('Add time to Deposit');
    type('Time', 'instant');
    click('Add withdrawal to Payment methods #1');
    click('Add minimum to Withdrawal');
    type('Minimum', '10,5');
    // the provenance: checked against a page on a day
    type('Kind', 'checked');
    type('Source', SOURCE);
    type('Checked', '2026-01-15');
    expect(recordNow().paymentMethods).toEqual([
      {
        method: 'pix',
        fiat: 'BRL',
        deposit: { feePercent: 0, time: 'instant' },
        withdrawal: { minimum: 10.5 },
        provenance: { kind: 'checked', source: SOURCE, checked: '2026-01-15' },
      },
    ]);
    click('Remove Withdrawal from Payment methods #1');
    expect((recordNow().paymentMethods as object[])[0]).not.toHaveProperty('withdrawal');
  });

  it('adds a country with regions left out; "not available" takes a reason and drops them', () => {
    render(<Harness schema={EXCHANGE} path="/availability" label="Countries" initial={BASE} />);
    click('Add to countries');
    type('Country', 'US');
    click('Add except to Countries #1');
    type('Except #1', 'US-NY');
    click('Add to except');
    type('Except #2', 'US-HI');
    click('Add source to Provenance');
    type('Source', SOURCE);
    expect(recordNow().availability).toEqual([
      { country: 'US', status: 'available', except: ['US-NY', 'US-HI'], provenance: { kind: 'catalogue', source: SOURCE } },
    ]);
    type('Status', 'not-available');
    type('Reason', 'excluded-by-terms');
    expect(recordNow().availability).toEqual([
      { country: 'US', status: 'not-available', reason: 'excluded-by-terms', provenance: { kind: 'catalogue', source: SOURCE } },
    ]);
    click('Remove Countries #1');
    expect(recordNow().availability).toEqual([]);
  });

  it('a wallet’s prices and a card’s issuing countries are facts with their provenance; an editor’s pick names its author', () => {
    const wallet = schemaOf('WalletPartner');
    const prices = schemaAt(wallet, {}, '/facts/prices')!;
    expect(prices.required).toEqual(['value', 'provenance']);
    expect(prices.properties!.value!.items!.required).toEqual(['model', 'currency', 'amount']);
    const issuedIn = schemaAt(schemaOf('PaymentCardPartner'), {}, '/facts/issuedIn/value')!;
    expect(issuedIn.items!.pattern).toBe('^([A-Z]{2}|EEA)$');
    for (const kind of doc.components.schemas.PartnerFileRecord.anyOf)
      expect(kind.properties!.editorsPick!.required, kind.title).toEqual(['by', 'since', 'reason']);
    render(<Harness schema={wallet} path="/facts" label="Facts" initial={{ type: 'wallet', id: 'w', facts: {} }} />);
    click('Add prices to Facts');
    type('Model', 'Nano X');
    type('Currency', 'EUR');
    type('Amount', '149');
    click('Add source to Provenance');
    type('Source', 'https://shop.example.com/nano-x');
    expect(recordNow().facts).toEqual({
      prices: {
        value: [{ model: 'Nano X', currency: 'EUR', amount: 149 }],
        provenance: { kind: 'catalogue', source: 'https://shop.example.com/nano-x' },
      },
    });
  });
});
