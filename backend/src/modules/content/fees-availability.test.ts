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
    expect(content.partners.some((p) => 'availability' in p && p.availability?.some((a) => a.verified && a.status === 'not-available'))).toBe(true);
  });

  it('every fee and availability fact carries an https source and a checked date', () => {
    for (const p of content.partners) {
      const fees = p.type === 'exchange' ? p.fees : undefined;
      const facts: ({ source: string; checked: string } | undefined)[] = [
        ...Object.values(fees?.deposit ?? {}),
        ...(fees?.trading ? [fees.trading] : []),
        ...(fees?.spread ? [fees.spread] : []),
        ...Object.values(fees?.withdrawal ?? {}),
        ...('availability' in p ? (p.availability ?? []) : []),
      ];
      for (const f of facts.filter((x) => x !== undefined)) {
        expect(f.source, `${p.type}/${p.id}`).toMatch(/^https:\/\//);
        expect(f.checked, `${p.type}/${p.id}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it('a fee fact without its source or date fails validation, naming the field', () => {
    const noSource = problemsOf(withChange(withFees.path, (d) => delete d.fees.trading.source));
    expect(noSource).toEqual([`${withFees.path}: /fees/trading is missing source`]);
    const noDate = problemsOf(withChange(withFees.path, (d) => delete d.fees.trading.checked));
    expect(noDate).toEqual([`${withFees.path}: /fees/trading is missing checked`]);
    const noFlag = problemsOf(withChange(withFees.path, (d) => (d.fees.withdrawal = { BTC: { value: { amount: 0.0001 }, source: 'https://x.example', checked: '2026-11-24' } })));
    expect(noFlag).toEqual([`${withFees.path}: /fees/withdrawal/BTC is missing verified`]);
  });

  it('an availability fact without its source or date, or with an unknown reason or country, fails validation', () => {
    expect(problemsOf(withChange(withAvailability.path, (d) => delete d.availability[0].source))).toContainEqual(
      expect.stringContaining(`${withAvailability.path}: /availability/0`),
    );
    expect(problemsOf(withChange(withAvailability.path, (d) => delete d.availability[0].checked))).toContainEqual(
      expect.stringContaining(`${withAvailability.path}: /availability/0`),
    );
    expect(
      problemsOf(withChange(withAvailability.path, (d) => (d.availability[0] = { ...d.availability[0], status: 'not-available', reason: 'because' }))),
    ).toContainEqual(expect.stringContaining(`${withAvailability.path}: /availability/0`));
    expect(problemsOf(withChange(withAvailability.path, (d) => (d.availability[0].country = 'XX')))).toContain(
      `${withAvailability.path}: /availability/0/country 'XX' is not an ISO 3166-1 country code`,
    );
    expect(problemsOf(withChange(withAvailability.path, (d) => d.availability.push(d.availability[0])))).toContain(
      `${withAvailability.path}: /availability/${(withAvailability.data as any).availability.length}/country '${(withAvailability.data as any).availability[0].country}' is listed twice`,
    );
  });

  it('a fact checked later than the partner’s date moves the date (the validator asks for it)', () => {
    const later = problemsOf(withChange(withAvailability.path, (d) => (d.availability[0].checked = '2099-01-01')));
    expect(later).toContain(`${withAvailability.path}: /lastChecked must be 2099-01-01, the latest date a fact, offer or note of it was checked`);
  });

  it('trading tiers start at 0, rise, and end below where the schedule stops', () => {
    const path = withFees.path;
    expect(problemsOf(withChange(path, (d) => (d.fees.trading.value.tiers[0].fromUsd = 5)))).toContain(
      `${path}: /fees/trading/value/tiers/0/fromUsd must be 0 (the first tier starts at no volume)`,
    );
    expect(
      problemsOf(withChange(path, (d) => d.fees.trading.value.tiers.push({ fromUsd: 0, maker: 0.1, taker: 0.1 }))),
    ).toContainEqual(expect.stringMatching(/tiers\/\d+\/fromUsd must be above the tier before it/));
    expect(problemsOf(withChange(path, (d) => (d.fees.trading.value = { tiers: [{ fromUsd: 0, maker: 0.2, taker: 0.2 }, { fromUsd: 100, maker: 0.1, taker: 0.1 }], coversUpToUsd: 100 })))).toContainEqual(
      expect.stringContaining('/fees/trading/value/coversUpToUsd'),
    );
  });
});
