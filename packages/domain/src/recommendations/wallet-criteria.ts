// The wallet criteria's rules (offline keys, open source, coins, mobile access, backups, DeFi, free to use).
import type { Candidate } from './catalogue.js';
import { asList, out, UNKNOWN, used, type Rule } from './criteria-rules.js';

const walletKind = (c: Candidate) => c.facts.category?.value;

export const offlineKeys: Rule = (c) => {
  const kind = used(c, 'category');
  if (!kind) return UNKNOWN;
  return out(kind.value === 'hardware' ? 'met' : 'not-met', kind);
};

export const openSource: Rule = (c) => {
  const f = used(c, 'facts.openSource');
  if (!f) return UNKNOWN;
  return out(f.value === 'yes' ? 'met' : 'not-met', f);
};

export const coinSupport: Rule = (c) => {
  const chains = used(c, 'facts.chains');
  const more = used(c, 'facts.moreChains');
  if (more?.value === true) return out('met', chains, more);
  const list = asList(chains);
  if (['bitcoin', 'evm', 'solana'].every((x) => list.includes(x))) return out('met', chains, more);
  if (chains && more?.value === false) return out('not-met', chains, more);
  return out('unknown', chains, more);
};

export const mobileAccess: Rule = (c) => {
  const platforms = used(c, 'facts.platforms');
  const connectivity = used(c, 'facts.connectivity');
  if (asList(platforms).some((p) => p === 'ios' || p === 'android')) return out('met', platforms);
  if (asList(connectivity).some((p) => p === 'bluetooth' || p === 'nfc' || p === 'qr')) return out('met', connectivity);
  if (platforms || connectivity) return out('not-met', platforms, connectivity);
  return UNKNOWN;
};

export const backups: Rule = (c) => {
  const f = used(c, 'facts.backup');
  if (!f) return UNKNOWN;
  return out(asList(f).some((b) => b !== 'seed-phrase') ? 'met' : 'not-met', f);
};

export const defiWeb3: Rule = (c) => {
  const chains = used(c, 'facts.chains');
  if (!chains) return UNKNOWN;
  const list = asList(chains);
  if (list.includes('evm') || list.includes('solana')) return out('met', chains);
  return out('unknown', chains, used(c, 'facts.moreChains'));
};

export const freeWallet: Rule = (c) => {
  const kind = used(c, 'category');
  if (walletKind(c) === 'software') return out('met', kind);
  if (walletKind(c) === 'hardware') return out('not-met', kind, used(c, 'facts.priceBand'));
  return UNKNOWN;
};
