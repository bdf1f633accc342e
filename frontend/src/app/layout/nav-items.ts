import { NAVIGATION, type NavEntry } from '@coinatlas/domain/routes/manifest';

/** The header entries and their dropdowns, from the route manifest. Labels are keys of the `nav` namespace. */
export type NavItem = NavEntry;
export const NAV_ITEMS: readonly NavItem[] = NAVIGATION;

/** Active when the path equals the entry or starts with it followed by a slash ('/' only on the home page). */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(href + '/');
}
