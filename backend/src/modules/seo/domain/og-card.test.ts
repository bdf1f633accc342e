import { describe, expect, it } from 'vitest';
import { CARD_TITLE_MAX, cardTitle, partnerOgCard, postOgCard, type CardNode } from './og-card.js';
import { SECTION_TITLES, TAGLINES } from './texts.js';

/** Every text a card draws, in order. */
const texts = (n: CardNode): string[] =>
  typeof n.props.children === 'string' ? [n.props.children] : (n.props.children ?? []).flatMap(texts);

describe('share cards', () => {
  it('draws a post like a partner page: the blog’s title above the post’s, then the tagline, in the post’s language', () => {
    expect(texts(postOgCard('pt', 'Como comprar seu primeiro bitcoin'))).toEqual([
      'CoinAtlas',
      SECTION_TITLES.blog.pt,
      'Como comprar seu primeiro bitcoin',
      TAGLINES.pt,
    ]);
    expect(texts(partnerOgCard('de', 'exchanges', 'Kraken'))).toEqual(['CoinAtlas', 'Börsen', 'Kraken', TAGLINES.de]);
  });

  it('keeps a long title to what three lines hold, cut between words with an ellipsis', () => {
    const short = 'Exchange fees explained';
    expect(cardTitle(short)).toBe(short);
    const long = `Everything about ${'exchange fees, spreads and deposit costs, '.repeat(4)}in one place`;
    const drawn = cardTitle(long);
    expect(drawn.length).toBeLessThanOrEqual(CARD_TITLE_MAX);
    expect(drawn.endsWith('…')).toBe(true);
    expect(long.startsWith(drawn.slice(0, -1))).toBe(true);
    expect(drawn).not.toMatch(/[,\s]…$/);
    expect(texts(postOgCard('en', long))).toContain(drawn);
  });
});
