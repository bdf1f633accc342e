/**
 * lucide-react's icon factory, as the icons we use need it (the build resolves lucide's
 * `createLucideIcon.mjs` here: see vite.config.ts). Each icon module of lucide-react calls
 * `createLucideIcon(iconData)`; the package's own factory goes through a context provider, an attribute-name
 * mapping shared with its other frameworks and a handful of string helpers, about 2 KB (Brotli) of every
 * page's first load for the same `<svg>`. This one draws the same element with the same attributes and class
 * names (`lucide lucide-<name>`), the same default size and stroke, `aria-hidden` unless the icon is given an
 * accessible name, and the props the site passes (className, size, width, height, color, strokeWidth,
 * absoluteStrokeWidth, aria-* and other SVG attributes). No LucideProvider is used by the site, so there is
 * no context to read.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type IconNode = readonly (readonly [string, Record<string, string>])[];
export type LucideIconData = Readonly<{ name?: string; size?: number; aliases?: readonly string[]; node: IconNode }>;

type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

/** An aria-* attribute, a role or a title: the icon means something and stays visible to assistive technology. */
const hasA11yProp = (props: Record<string, unknown>) =>
  Object.keys(props).some((k) => (k.startsWith('aria-') || k === 'role' || k === 'title') && props[k] != null);

export default function createLucideIcon(icon: LucideIconData) {
  const viewBox = icon.size ?? 24;
  const own = [
    'lucide',
    ...(icon.name ? [`lucide-${icon.name}`] : []),
    ...(icon.aliases ?? []).filter((a) => a.trim()).map((a) => `lucide-${a}`),
  ];
  const Component = forwardRef<SVGSVGElement, IconProps>(
    ({ color, size, width, height, strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest }, ref) => {
      const w = width ?? size ?? 24;
      const classes = [...new Set([...own, ...(className ?? '').split(/\s+/).filter(Boolean)])].join(' ');
      return createElement(
        'svg',
        {
          ref,
          xmlns: 'http://www.w3.org/2000/svg',
          width: w,
          height: height ?? size ?? 24,
          viewBox: `0 0 ${viewBox} ${viewBox}`,
          fill: 'none',
          stroke: color || 'currentColor',
          strokeWidth: absoluteStrokeWidth ? (Number(strokeWidth) * viewBox) / Number(w) : strokeWidth,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          className: classes,
          ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
          ...rest,
        },
        ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
        ...(Array.isArray(children) ? children : [children]),
      );
    },
  );
  if (icon.name) Component.displayName = icon.name;
  return Component;
}
