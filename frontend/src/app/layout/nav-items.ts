import { NAVIGATION, type NavEntry } from '@coinatlas/domain/routes/manifest';

/** The header entries and their dropdowns, from the route manifest. Labels are keys of the `nav` namespace. */
export type NavItem = NavEntry;
export const NAV_ITEMS: readonly NavItem[] = NAVIGATION;

/** Active when the path equals the entry or starts with it followed by a slash ('/' only on the home page). */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(href + '/');
}

/** A dropdown entry is active on its own path and on any page of its dropdown (Tools on /fee-calculator). */
export function sectionActive(item: NavItem, pathname: string): boolean {
  return isActive(item.href, pathname) || (item.dropdown ?? []).some((d) => isActive(d.href, pathname));
}
