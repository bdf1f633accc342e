import { describe, expect, it } from 'vitest';
import {
  formatBtc,
  formatChange,
  formatCompact,
  formatNumber,
  formatPrice,
  formatRating,
  formatWholePercent,
  intlLocale,
  numberFormat,
} from './numbers';

/** Intl separates the number and its currency or unit with a no-break space. */
const nb = (s: string) => s.replace(/_/g, '\u00a0');

describe('English keeps the en-US forms of the specification', () => {
  it.each([
    [94731, '$94,731.00'],
    [1799.79, '$1,799.79'],
    [1, '$1.00'],
    [2.29, '$2.29'],
    [0.999947, '$0.999947'],
    [0.179162, '$0.179162'],
    [0.5, '$0.5000'],
    [0.12345678, '$0.123457'],
    [0.0001, '$0.0001'],
    [0, '$0.0000'],
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
  ])('price %s -> %s', (v, out) => expect(formatPrice(v, 'en')).toBe(out));

  it.each([
    [1880675601739, '$1,880.68B'],
    [29604625872, '$29.60B'],
    [1e9, '$1.00B'],
    [614042482, '$614.04M'],
    [1e6, '$1.00M'],
    [999_999, '$1.00M'],
    [999_994, '$999.99K'],
    [12_500, '$12.50K'],
    [1000, '$1.00K'],
    [999, '$999.00'],
    [0.5, '$0.5000'],
    [null, '—'],
  ])('compact %s -> %s', (v, out) => expect(formatCompact(v, 'en')).toBe(out));

  it.each([
    [0.90324, '+0.90%'],
    [-0.64137, '-0.64%'],
    [12.5, '+12.50%'],
    [0, '0.00%'],
    [-0.001, '0.00%'],
    [null, '—'],
  ])('change %s -> %s', (v, out) => expect(formatChange(v, 'en')).toBe(out));

  it('shows the BTC price with 8 decimals when trending has no USD price', () => {
    expect(formatBtc(0.00000003, 'en')).toBe('0.00000003 BTC');
    expect(formatBtc(0.000540284475727861, 'en')).toBe('0.00054028 BTC');
    expect(formatBtc(1, 'en')).toBe('1.00000000 BTC');
    expect(formatBtc(null, 'en')).toBe('—');
  });
});

describe('Spanish, German and Brazilian Portuguese get their own forms, still in US dollars', () => {
  it.each([
    ['de', 94731, nb('94.731,00_$')],
    ['es', 94731, nb('94.731,00_US$')],
    ['pt', 94731, nb('US$_94.731,00')],
    ['de', 1000, nb('1.000,00_$')], // the issue: "$1,000.00" reads as one dollar in German
    ['de', 0.179162, nb('0,179162_$')],
    ['pt', 0.5, nb('US$_0,5000')],
  ])('%s price %s -> %s', (lang, v, out) => expect(formatPrice(v, lang)).toBe(out));

  it.each([
    ['de', 1880675601739, nb('1,88_Bio._$')], // a German Billion is a million millions
    ['de', 614042482, nb('614,04_Mio._$')],
    ['es', 29604625872, nb('29,60_mil_M_US$')], // "mil millones"
    ['pt', 614042482, nb('US$_614,04_mi')],
    ['de', 999, nb('999,00_$')],
  ])('%s compact %s -> %s', (lang, v, out) => expect(formatCompact(v, lang)).toBe(out));

  it.each([
    ['de', 0.90324, nb('+0,90_%')],
    ['es', -0.64137, nb('-0,64_%')],
    ['pt', 12.5, '+12,50%'],
    ['de', -0.001, nb('0,00_%')],
  ])('%s change %s -> %s', (lang, v, out) => expect(formatChange(v, lang)).toBe(out));

  it('formats whole percentages, ratings, plain numbers and BTC prices the same way', () => {
    expect(formatWholePercent(97, 'en')).toBe('97%');
    expect(formatWholePercent(97, 'de')).toBe(nb('97_%'));
    expect(formatWholePercent(100, 'pt')).toBe('100%');
    expect(formatRating(4.6, 'de')).toBe('4,6');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber(12345, 'en')).toBe('12,345');
    expect(formatBtc(0.00000003, 'de')).toBe('0,00000003 BTC');
  });
});

describe('formatters', () => {
  it('use US English and Brazilian Portuguese', () => {
    expect(['en', 'en-GB', 'es', 'de', 'pt', 'pt-PT'].map(intlLocale)).toEqual(['en-US', 'en-US', 'es', 'de', 'pt-BR', 'pt-BR']);
  });

  it('are built once per language and options, then kept', () => {
    const a = numberFormat('de', { maximumFractionDigits: 1 });
    expect(numberFormat('de', { maximumFractionDigits: 1 })).toBe(a);
    expect(numberFormat('es', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('de', { maximumFractionDigits: 2 })).not.toBe(a);
  });
});
