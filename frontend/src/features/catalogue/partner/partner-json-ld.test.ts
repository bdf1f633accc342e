import { describe, expect, it } from 'vitest';
import type { ContentPartner, ContentReview } from '@/lib/api/content-queries';
import { partnerJsonLd } from './partner-json-ld';

const PAGE = 'https://coinatlas.example/trading-bots/gridbot';
const partner = (more: Record<string, unknown>) =>
  ({
    type: 'trading_bot',
    id: 'gridbot',
    name: 'GridBot',
    officialUrl: 'https://gridbot.example',
    updated: '2026-01-10',
    facts: {},
    ...more,
  }) as unknown as ContentPartner;
const review = { lastUpdated: '2026-01-12', text: { summary: 'A grid bot.' }, author: null } as unknown as ContentReview;
const ld = (p: ContentPartner, r: ContentReview | undefined) =>
  partnerJsonLd({
    partner: p,
    review: r,
    description: 'A grid bot.',
    pageUrl: PAGE,
    language: 'en',
    absolute: (path) => `https://coinatlas.example${path}`,
  }) as Record<string, unknown>;
const rated = { rating: { overall: 4.3, breakdown: { strategies: 4.3 } } };
const catalogue = { kind: 'catalogue' };

describe('partner structured data', () => {
  it('gives a rating only where its breakdown is published, and never an AggregateRating', () => {
    const bare = ld(partner({ rating: { overall: 4.8, breakdown: null } }), review);
    expect(bare).not.toHaveProperty('reviewRating');
    expect(JSON.stringify(bare)).not.toMatch(/ratingValue|aggregateRating/i);

    const backed = ld(partner(rated), review);
    expect(backed['@type']).toBe('Review');
    expect(backed.reviewRating).toEqual({ '@type': 'Rating', ratingValue: 4.3, bestRating: 5, worstRating: 1 });
    expect(JSON.stringify(backed)).not.toMatch(/aggregateRating/i);

    // no written review: no rating of any kind
    expect(JSON.stringify(ld(partner(rated), undefined))).not.toMatch(/rating/i);
  });

  it('Software app rule (offers.price and a rating): no SoftwareApplication without both; a WebPage about it instead', () => {
    // a bot: no price in its record, no review
    const page = ld(partner(rated), undefined);
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      '@id': PAGE,
      url: PAGE,
      dateModified: '2026-01-10',
      name: 'GridBot',
      description: 'A grid bot.',
      inLanguage: 'en',
      about: { '@type': 'Thing', name: 'GridBot', url: 'https://gridbot.example' },
    });
    expect(JSON.stringify(page)).not.toContain('SoftwareApplication');

    // reviewed but priceless: the review is of the company of that name behind it
    expect(ld(partner(rated), review).itemReviewed).toEqual({ '@type': 'Organization', name: 'GridBot', url: 'https://gridbot.example' });

    // an app free to use (its record's pricing fact), reviewed with a published rating: software at price 0
    const app = partner({ ...rated, type: 'app', facts: { pricing: { value: 'freemium', provenance: catalogue } } });
    expect(ld(app, review).itemReviewed).toEqual({
      '@type': 'SoftwareApplication',
      name: 'GridBot',
      url: 'https://gridbot.example',
      applicationCategory: 'FinanceApplication',
      offers: { '@type': 'Offer', price: 0 },
    });
    // an app that charges fees we hold no figure of: no price to state
    const paid = partner({ ...rated, type: 'app', facts: { pricing: { value: 'fees', provenance: catalogue } } });
    expect(JSON.stringify(ld(paid, review))).not.toContain('SoftwareApplication');
    // free, but without a review: no rating to give, so no SoftwareApplication either
    expect(JSON.stringify(ld(app, undefined))).not.toContain('SoftwareApplication');
  });

  it('Product snippet rule (offers, review or rating): a Product with the list prices its record holds, else none', () => {
    const hardware = (facts: Record<string, unknown>) => partner({ type: 'wallet', category: 'hardware', facts });
    const prices = {
      value: [
        { model: 'Nano X', currency: 'EUR', amount: 149 },
        { model: 'Nano X', currency: 'USD', amount: 149.99 },
      ],
      provenance: catalogue,
    };
    const product = ld(hardware({ prices }), undefined);
    expect(product['@type']).toBe('Product');
    expect(product.offers).toEqual([
      { '@type': 'Offer', name: 'Nano X', price: 149, priceCurrency: 'EUR' },
      { '@type': 'Offer', name: 'Nano X', price: 149.99, priceCurrency: 'USD' },
    ]);
    expect(product.mainEntityOfPage).toEqual({ '@type': 'WebPage', '@id': PAGE, url: PAGE, dateModified: '2026-01-10' });

    // no price, no review: a WebPage, no Product
    const none = ld(hardware({}), undefined);
    expect(none['@type']).toBe('WebPage');
    expect(JSON.stringify(none)).not.toContain('Product');

    // a reviewed card with a published rating: a Review of the Product (a referral offer is no price)
    const card = partner({ ...rated, type: 'payment_card', offers: [{ id: 'bonus' }] });
    expect(ld(card, review).itemReviewed).toEqual({ '@type': 'Product', name: 'GridBot', url: 'https://gridbot.example' });
    expect(JSON.stringify(ld(card, undefined))).not.toContain('Product');
  });

  it('an exchange is an Organization, with its page’s date', () => {
    const exchange = ld(partner({ type: 'exchange', category: 'centralized' }), undefined);
    expect(exchange).toMatchObject({ '@type': 'Organization', name: 'GridBot', url: 'https://gridbot.example' });
    expect(exchange.mainEntityOfPage).toMatchObject({ dateModified: '2026-01-10' });
  });
});
