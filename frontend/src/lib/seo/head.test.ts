import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, documentTitle, headHtml, metaDescription, TITLE_MAX } from './head';

describe('documentTitle', () => {
  it('puts the site name after a title that leaves room for it', () => {
    expect(documentTitle('Crypto Tools & Resources')).toBe('Crypto Tools & Resources | CoinAtlas');
  });

  it('keeps a title that already names the site as it is', () => {
    expect(documentTitle('CoinAtlas: your guide')).toBe('CoinAtlas: your guide');
  });

  it('leaves the name off where it would push the title past what a search result shows', () => {
    const title = 'Hardware Wallets Compared: Ledger, Trezor, BitBox02, Keystone';
    expect(`${title} | CoinAtlas`.length).toBeGreaterThan(TITLE_MAX);
    expect(documentTitle(title)).toBe(title);
    const fits = 'x'.repeat(TITLE_MAX - ' | CoinAtlas'.length);
    expect(documentTitle(fits)).toBe(`${fits} | CoinAtlas`);
  });
});

describe('metaDescription', () => {
  it('keeps a description that fits, with its white space tidied', () => {
    expect(metaDescription('Fees,  coins and\nKYC rules.')).toBe('Fees, coins and KYC rules.');
  });

  it('keeps the whole sentences that fit', () => {
    const first = 'Compare 58 exchanges by fees, coins, KYC rules and features, with referral codes where we have them.';
    const text = `${first} Every figure links to the page it was checked against, with the date of the check.`;
    expect(text.length).toBeGreaterThan(DESCRIPTION_MAX);
    expect(metaDescription(text)).toBe(first);
  });

  it('does not end a sentence at the dot inside a name', () => {
    const text = `Crypto.com Visa Card against Revolut Card: ${'fees and limits, '.repeat(12)}side by side.`;
    const out = metaDescription(text);
    expect(out.startsWith('Crypto.com Visa Card against Revolut Card:')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
  });

  it('cuts a long first sentence between words, with an ellipsis and no dangling comma', () => {
    const text = `Short. ${'word, '.repeat(40)}end.`;
    const out = metaDescription(text);
    expect(out.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(out).toMatch(/^Short\. (word, )*word…$/);
  });

  it('is what the head carries, in the description and both social cards', () => {
    const long = `${'A sentence about exchanges and their fees. '.repeat(6)}`.trim();
    const head = headHtml({
      siteUrl: 'https://coinatlas.example',
      pathname: '/exchanges',
      lang: 'en',
      title: 'Exchanges',
      description: long,
      found: true,
    });
    const expected = metaDescription(long);
    expect(expected.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(head).toContain(`<meta name="description" content="${expected}">`);
    expect(head).toContain(`<meta property="og:description" content="${expected}">`);
    expect(head).toContain(`<meta name="twitter:description" content="${expected}">`);
  });

  it('describes the share image to both social cards (the page title is what it shows)', () => {
    const head = headHtml({
      siteUrl: 'https://coinatlas.example',
      pathname: '/exchanges',
      lang: 'en',
      title: 'Exchanges & fees',
      description: 'x',
      found: true,
    });
    expect(head).toContain('<meta property="og:image:alt" content="Exchanges &amp; fees | CoinAtlas">');
    expect(head).toContain('<meta name="twitter:image:alt" content="Exchanges &amp; fees | CoinAtlas">');
  });
});
