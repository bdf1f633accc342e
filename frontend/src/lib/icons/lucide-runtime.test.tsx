// @vitest-environment jsdom
import { ExternalLink, MapPin, Sun } from 'lucide-react';
import * as externalLinkModule from 'lucide-react/icons/external-link';
import * as mapPinModule from 'lucide-react/icons/map-pin';
import * as sunModule from 'lucide-react/icons/sun';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLucideIcon, { type LucideIconData } from './lucide-runtime';

// Each icon module exports its data beside the component (its type declarations name the component only).
const dataOf = (m: object) => (m as { __iconData: LucideIconData }).__iconData;
const externalLink = dataOf(externalLinkModule);
const mapPin = dataOf(mapPinModule);
const sun = dataOf(sunModule);

// The props the site passes to icons, and a few more the factory supports.
const CASES: Record<string, unknown>[] = [
  {},
  { className: 'h-4 w-4 shrink-0', 'aria-hidden': true },
  { className: 'mt-1 h-4 w-4', 'aria-label': 'Opens in a new tab' },
  { size: 18, strokeWidth: 1.5 },
  { size: 32, strokeWidth: 2, absoluteStrokeWidth: true, color: 'red' },
  { role: 'img', title: 'Sun' },
];

describe('our lucide icon factory (the build draws every lucide-react icon with it)', () => {
  const pairs: [string, ComponentType<Record<string, unknown>>, LucideIconData][] = [
    ['sun', Sun as never, sun],
    ['map-pin', MapPin as never, mapPin],
    ['external-link', ExternalLink as never, externalLink],
  ];
  it('is compared with lucide-react’s own factory here (the build alone swaps it)', () => {
    expect((Sun as { displayName?: string }).displayName).toBe('Sun');
    expect((createLucideIcon(sun) as { displayName?: string }).displayName).toBe('sun');
  });
  for (const [name, Original, data] of pairs)
    it(`draws ${name} as lucide-react's own factory does, for every kind of props`, () => {
      const Ours = createLucideIcon(data) as unknown as ComponentType<Record<string, unknown>>;
      for (const props of CASES) {
        const attrs = (html: string) => {
          const doc = new DOMParser().parseFromString(html, 'image/svg+xml').documentElement;
          return {
            attributes: Object.fromEntries([...doc.attributes].map((a) => [a.name, a.value])),
            children: doc.innerHTML,
          };
        };
        expect(attrs(renderToStaticMarkup(<Ours {...props} />)), JSON.stringify(props)).toEqual(
          attrs(renderToStaticMarkup(<Original {...props} />)),
        );
      }
    });
});
