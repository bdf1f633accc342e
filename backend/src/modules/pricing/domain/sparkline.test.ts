import { describe, expect, it } from 'vitest';
import { changeOf, downsample, SPARKLINE_POINTS } from './sparkline.js';

const hourly = (n: number, f: (i: number) => number) => Array.from({ length: n }, (_, i) => f(i));

describe('downsample', () => {
  it('reduces 168 hourly prices to 42 points, keeping the first and last price exactly', () => {
    const series = hourly(168, (i) => 100 + i);
    const line = downsample(series)!;
    expect(line).toHaveLength(SPARKLINE_POINTS);
    expect(line[0]).toBe(100);
    expect(line.at(-1)).toBe(267);
  });

  it('keeps the shape: a rising series stays rising, and a peak in the middle stays the highest point', () => {
    const rising = downsample(hourly(168, (i) => 10 + i * 0.5))!;
    for (let i = 1; i < rising.length; i++) expect(rising[i]!).toBeGreaterThan(rising[i - 1]!);
    const peak = downsample(hourly(169, (i) => 1000 - Math.abs(84 - i) * 5))!;
    const top = peak.indexOf(Math.max(...peak));
    expect(top).toBeGreaterThan(15);
    expect(top).toBeLessThan(26);
  });

  it('every inner point is the average of its slice, so it never leaves the range of the prices', () => {
    const series = hourly(168, (i) => (i % 2 === 0 ? 50 : 150));
    const line = downsample(series)!;
    for (const v of line) {
      expect(v).toBeGreaterThanOrEqual(50);
      expect(v).toBeLessThanOrEqual(150);
    }
    // a slice of 4 alternating values averages to the middle
    expect(line[10]).toBe(100);
  });

  it('rounds to six significant digits, however small the price', () => {
    const line = downsample(hourly(100, (i) => 0.000012345678 + i * 1e-12))!;
    expect(line[0]).toBe(0.0000123457);
    expect(String(line[0]).replace(/^0\.0*/, '').length).toBeLessThanOrEqual(6);
  });

  it('leaves out values that are not prices and gives no line with fewer than two', () => {
    expect(downsample([1, null, 'x', Number.NaN, -3, 2])).toEqual([1, 2]);
    expect(downsample([5])).toBeNull();
    expect(downsample([])).toBeNull();
    expect(downsample([null, undefined, {}])).toBeNull();
  });

  it('keeps a short series as it is and accepts any size of two or more', () => {
    expect(downsample([3, 1, 2])).toEqual([3, 1, 2]);
    expect(
      downsample(
        hourly(10, (i) => i),
        4,
      ),
    ).toEqual([0, 2.5, 6.5, 9]);
    expect(() => downsample([1, 2, 3], 1)).toThrow(RangeError);
  });
});

describe('changeOf', () => {
  it('is the change from the first price to the last, in percent to two decimals', () => {
    expect(changeOf([100, 90, 104.2])).toBe(4.2);
    expect(changeOf([200, 150])).toBe(-25);
  });
  it('is null without a line or from a price of zero', () => {
    expect(changeOf(null)).toBeNull();
    expect(changeOf([1])).toBeNull();
    expect(changeOf([0, 5])).toBeNull();
  });
});
