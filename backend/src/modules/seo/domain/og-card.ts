import type { SiteLanguage } from '@coinatlas/domain/routes/localized';
import { OG_IMAGE_SIZE, type OgSection } from '@coinatlas/domain/routes/og';
import { BRAND, SECTION_TITLES, TAGLINES } from './texts.js';

/** An element of the tree the image renderer lays out: a tag, CSS-like style and children, like JSX output. */
export type CardNode = Readonly<{
  type: 'div';
  props: Readonly<{ style: Readonly<Record<string, string | number>>; children?: string | readonly CardNode[] }>;
}>;

const div = (style: Record<string, string | number>, children?: string | readonly CardNode[]): CardNode => ({
  type: 'div',
  props: children === undefined ? { style } : { style, children },
});

/** The site's colours (Tailwind's palette as the client uses it): dark slate and blue, the logo's blue-600. */
export const CARD_COLORS = {
  from: '#172554', // blue-950
  to: '#020617', // slate-950
  accent: '#2563eb', // blue-600, the logo
  text: '#ffffff',
  muted: '#bfdbfe', // blue-200
} as const;

/** The font family name the renderer registers its font files under. */
export const CARD_FONT = 'Inter';

/** Long titles get a smaller size so they stay within three lines. */
const titleSize = (title: string) => (title.length > 64 ? 56 : title.length > 32 ? 68 : 88);

/** The most of a title a card holds in three lines at the smallest size. */
export const CARD_TITLE_MAX = 96;

/** A title as a card draws it: whole, or its words up to CARD_TITLE_MAX followed by an ellipsis (never a word cut in half). */
export function cardTitle(title: string): string {
  const t = title.replace(/\s+/g, ' ').trim();
  if (t.length <= CARD_TITLE_MAX) return t;
  const cut = t.lastIndexOf(' ', CARD_TITLE_MAX - 1);
  return `${t.slice(0, cut > 0 ? cut : CARD_TITLE_MAX - 1).replace(/[\s,;:\-–—(]+$/, '')}…`;
}

/** A section's share image in a language: the section's title and the tagline. */
export function ogCard(lang: SiteLanguage, section: OgSection): CardNode {
  return card(SECTION_TITLES[section][lang], TAGLINES[lang]);
}

/** A partner page's share image: its section's title above the partner's name, then the tagline. */
export function partnerOgCard(lang: SiteLanguage, section: OgSection, name: string): CardNode {
  return card(name, TAGLINES[lang], SECTION_TITLES[section][lang]);
}

/** A blog post's share image: the blog's title above the post's, then the tagline (as a partner's card). */
export function postOgCard(lang: SiteLanguage, title: string): CardNode {
  return card(cardTitle(title), TAGLINES[lang], SECTION_TITLES.blog[lang]);
}

/**
 * The card: the logo mark and brand name, an optional kicker above the title, the title and the line under
 * it, on the site's dark-blue gradient, with a blue rule along the bottom.
 */
function card(title: string, line: string, kicker?: string): CardNode {
  const { width, height } = OG_IMAGE_SIZE;
  return div(
    {
      width,
      height,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      backgroundImage: `linear-gradient(135deg, ${CARD_COLORS.from} 0%, ${CARD_COLORS.to} 100%)`,
      color: CARD_COLORS.text,
      fontFamily: CARD_FONT,
      borderBottom: `12px solid ${CARD_COLORS.accent}`,
    },
    [
      div({ display: 'flex', alignItems: 'center' }, [
        div(
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 64,
            height: 64,
            borderRadius: '50%',
            backgroundColor: CARD_COLORS.accent,
            marginRight: 20,
          },
          [div({ width: 32, height: 32, borderRadius: '50%', border: `6px solid ${CARD_COLORS.text}`, boxSizing: 'border-box' })],
        ),
        div({ fontSize: 44, fontWeight: 700, letterSpacing: -1 }, BRAND),
      ]),
      div({ display: 'flex', flexDirection: 'column' }, [
        ...(kicker
          ? [
              div(
                { marginBottom: 16, fontSize: 36, fontWeight: 700, color: CARD_COLORS.muted, textTransform: 'uppercase', letterSpacing: 2 },
                kicker,
              ),
            ]
          : []),
        div({ fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, letterSpacing: -2 }, title),
        div({ marginTop: 28, fontSize: 36, fontWeight: 400, color: CARD_COLORS.muted }, line),
      ]),
    ],
  );
}
