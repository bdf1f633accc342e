import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_IMAGE_SIZE } from '@coinatlas/domain/routes/og';
import { CARD_FONT } from '../domain/og-card.js';
import type { CardRenderer } from '../ports.js';

const require = createRequire(import.meta.url);

/** Inter from its npm package (satori reads WOFF, not WOFF2); the latin subset covers every text we draw. */
const font = (weight: 400 | 700) => ({
  name: CARD_FONT,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  weight,
  style: 'normal' as const,
});

/**
 * Lays the card out to SVG with satori and rasterizes it to PNG with resvg, with the bundled font only
 * (never the machine's fonts, so every server draws the same image).
 */
export function createCardRenderer(): CardRenderer {
  const fonts = [font(400), font(700)];
  return async (card) => {
    const svg = await satori(card as unknown as Parameters<typeof satori>[0], { ...OG_IMAGE_SIZE, fonts });
    const png = new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } }).render().asPng();
    return png;
  };
}
