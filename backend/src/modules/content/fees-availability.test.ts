/* eslint-disable @typescript-eslint/no-explicit-any -- these tests edit raw, untyped JSON records to break them */
import { describe, expect, it } from 'vitest';
import { readContentFiles } from './adapters/fs-content.js';
import { validateContent, type ContentFile } from './domain/validate.js';

const read = readContentFiles();
const { content, problems } = validateContent(read.files);
const withFees = read.files.find((f) => f.path.startsWith('partners/exchanges/') && (f.data as any).fees?.trading)!;
const withAvailability = read.files.find((f) => f.path.startsWith('partners/') && (f.data as any).availability?.length)!;

function withChange(path: string, change: (data: any) => void): ContentFile[] {
  return read.files.map((f) => {
    if (f.path !== path) return f;
    const data = structuredClone(f.data);
    change(data);
    return { path: f.path, data };
  });
}
const problemsOf = (files: readonly ContentFile[]) => validateContent(files).problems;

describe('fee and availability facts in the registry', () => {
  it('the content holds some, and it is valid', () => {
    expect(problems).toEqual([]);
    expect(withFees).toBeDefined();
    expect(withAvailability).toBeDefined();
    expect(content.partners.some((p) => 'availability' in p && p.availability?.some((a) => a.status === 'not-available'))).toBe(true);
  });

  it('every fee and availability entry says where it comes from, and none claims a check nobody made', () => {
    for (const p of content.partners) {
      const fees = p.type === 'exchange' ? p.fees : undefined;
      const facts = [
        ...Object.values(fees?.deposit ?? {}),
        ...(fees?.trading ? [fees.trading] : []),
        ...(fees?.spread ? [fees.spread] : []),
        ...Object.values(fees?.withdrawal ?? {}),
        ...('availability' in p ? (p.availability ?? []) : []),
      ].filter((x) => x !== undefined);
      // Nobody has checked a shipped fact against its source yet: the catalogue is what they are.
      for (const f of facts) expect(f.provenance.kind, `${p.type}/${p.id}`).toBe('catalogue');
    }
  });

  it('a fee fact without its provenance, or with one of the wrong shape, fails validation naming the field', () => {
    expect(problemsOf(withChange(withFees.path, (d) => delete d.fees.trading.provenance))).toEqual([
      `${withFees.path}: /fees/trading is missing provenance`,
    ]);
    expect(
      problemsOf(
        withChange(withFees.path, (d) => (d.fees.trading.provenance = { kind: 'checked', source: 'https://www.kraken.com/fees' })),
      ),
    ).toEqual([`${withFees.path}: /fees/trading/provenance is missing checked`]);
    expect(problemsOf(withChange(withFees.path, (d) => (d.fees.trading.provenance = { kind: 'verified' })))).toEqual([
      `${withFees.path}: /fees/trading/provenance/kind must be one of catalogue, checked, feed`,
    ]);
    expect(problemsOf(withChange(withFees.path, (d) => (d.fees.trading.provenance = { kind: 'feed', feed: 'ccxt' })))).toEqual([
      `${withFees.path}: /fees/trading/provenance names a feed without its version or fetch time`,
    ]);
    expect(
      problemsOf(
        withChange(withFees.path, (d) => (d.fees.trading.provenance = { kind: 'checked', source: 'https://fees', checked: '2026-11-27' })),
      ),
    ).toEqual([`${withFees.path}: /fees/trading/provenance/source 'https://fees' is not a web address (https://host.tld/...)`]);
    expect(
      problemsOf(
        withChange(
          withFees.path,
          (d) =>
            (d.fees.withdrawal = {
              BTC: { value: { amount: 0.0001 }, source: 'https://x.example', checked: '2026-11-24', verified: true },
            }),
        ),
      ),
    ).toEqual([
      `${withFees.path}: /fees/withdrawal/BTC is missing provenance`,
      `${withFees.path}: /fees/withdrawal/BTC has unknown field(s) source, checked, verified`,
    ]);
  });

  it('an availability entry without its provenance, or with an unknown reason or country, fails validation', () => {
    expect(problemsOf(withChange(withAvailability.path, (d) => delete d.availability[0].provenance))).toContainEqual(
      expect.stringContaining(`${withAvailability.path}: /availability/0`),
    );
    expect(
      problemsOf(
        withChange(
          withAvailability.path,
          (d) => (d.availability[0] = { ...d.availability[0], status: 'not-available', reason: 'because' }),
        ),
      ),
    ).toContainEqual(expect.stringContaining(`${withAvailability.path}: /availability/0`));
    expect(problemsOf(withChange(withAvailability.path, (d) => (d.availability[0].country = 'XX')))).toContain(
      `${withAvailability.path}: /availability/0/country 'XX' is not an ISO 3166-1 country code`,
    );
    expect(problemsOf(withChange(withAvailability.path, (d) => d.availability.push(d.availability[0])))).toContain(
      `${withAvailability.path}: /availability/${(withAvailability.data as any).availability.length}/country '${(withAvailability.data as any).availability[0].country}' is listed twice`,
    );
  });

  it('a record has no stamped check date: the day it was last edited is all it carries', () => {
    expect(problemsOf(withChange(withAvailability.path, (d) => (d.lastChecked = '2026-11-22')))).toEqual([
      `${withAvailability.path}: / has unknown field(s) lastChecked`,
    ]);
  });

  it('trading tiers start at 0, rise, and end below where the schedule stops', () => {
    const path = withFees.path;
    expect(problemsOf(withChange(path, (d) => (d.fees.trading.value.tiers[0].fromUsd = 5)))).toContain(
      `${path}: /fees/trading/value/tiers/0/fromUsd must be 0 (the first tier starts at no volume)`,
    );
    expect(problemsOf(withChange(path, (d) => d.fees.trading.value.tiers.push({ fromUsd: 0, maker: 0.1, taker: 0.1 })))).toContainEqual(
      expect.stringMatching(/tiers\/\d+\/fromUsd must be above the tier before it/),
    );
    expect(
      problemsOf(
        withChange(
          path,
          (d) =>
            (d.fees.trading.value = {
              tiers: [
                { fromUsd: 0, maker: 0.2, taker: 0.2 },
                { fromUsd: 100, maker: 0.1, taker: 0.1 },
              ],
              coversUpToUsd: 100,
            }),
        ),
      ),
    ).toContainEqual(expect.stringContaining('/fees/trading/value/coversUpToUsd'));
  });
});
