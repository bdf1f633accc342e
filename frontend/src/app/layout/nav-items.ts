/** Spec: header entries and their dropdowns. Labels are keys of the `nav` namespace. */
export type NavItem = { key: string; href: string; dropdown?: ReadonlyArray<{ key: string; href: string }> };

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', href: '/' },
  {
    key: 'exchanges',
    href: '/exchanges',
    dropdown: [
      { key: 'allExchanges', href: '/exchanges' },
      { key: 'centralized', href: '/exchanges/centralized' },
      { key: 'decentralized', href: '/exchanges/decentralized' },
      { key: 'noKyc', href: '/exchanges/no-kyc' },
    ],
  },
  { key: 'tradingBots', href: '/trading-bots' },
  { key: 'paymentCards', href: '/payment-cards' },
  {
    key: 'wallets',
    href: '/wallets',
    dropdown: [
      { key: 'allWallets', href: '/wallets' },
      { key: 'hardwareWallets', href: '/wallets/hardware' },
      { key: 'softwareWallets', href: '/wallets/software' },
    ],
  },
  { key: 'tools', href: '/tools' },
  { key: 'apps', href: '/apps' },
  { key: 'couponCodes', href: '/coupon-codes' },
  { key: 'concepts', href: '/concepts' },
];

/** Active when the path equals the entry or starts with it followed by a slash ('/' only on the home page). */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(href + '/');
}
