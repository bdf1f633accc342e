// The cross-field rules of one partner record: rating, provenance, countries, licences, payment methods, fees, offers, notes.
import { isRatedType, weightedOverall } from '@coinatlas/domain/ratings/weights';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import { provenanceOf } from './provenance.js';
import { CONTENT_LANGUAGES, RATING_CRITERIA, type PartnerFile } from './schema.js';
import { placeholderProblems } from './validate-text.js';

/** An https address a browser can open: it parses, and its host has a dot and no stray characters. */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Every problem of one partner record with itself (the schema already holds), one line each. */
export function partnerProblems(path: string, p: PartnerFile): string[] {
  const problems: string[] = [];
  // The methodology rates every kind but wallets: a rating of another kind would be shown as ours.
  if (p.rating && !isRatedType(p.type))
    problems.push(`${path}: /rating must be absent: the methodology does not rate a ${p.type.replace('_', ' ')}`);
  if (p.rating?.breakdown) {
    const criteria = RATING_CRITERIA[p.type];
    const keys = Object.keys(p.rating.breakdown).join(',');
    if (!criteria) problems.push(`${path}: /rating/breakdown must be null: ${p.type} has no rating criteria`);
    else if (keys !== criteria.join(','))
      problems.push(`${path}: /rating/breakdown must have exactly ${criteria.join(', ')} in this order (has ${keys})`);
    else {
      // The overall rating is made from the breakdown with the published weights (see /methodology).
      const expected = weightedOverall(p.type, p.rating.breakdown);
      if (expected !== undefined && expected !== p.rating.overall)
        problems.push(
          `${path}: /rating/overall must be ${expected}, the weighted mean of its breakdown to one decimal (is ${p.rating.overall})`,
        );
    }
  }
  const availability = 'availability' in p ? (p.availability ?? []) : [];
  const fees = p.type === 'exchange' ? p.fees : undefined;
  // A feed names its version or when it was fetched, so a reader can tell how current the figure is.
  for (const { at, provenance } of provenanceOf(p)) {
    if (provenance.kind === 'feed' && !provenance.version && !provenance.fetchedAt)
      problems.push(`${path}: ${at}/provenance names a feed without its version or fetch time`);
    if (provenance.source !== undefined && !isWebAddress(provenance.source))
      problems.push(`${path}: ${at}/provenance/source '${provenance.source}' is not a web address (https://host.tld/...)`);
  }
  const countries = new Set<string>();
  availability.forEach((a, i) => {
    if (!parseCountryCode(a.country)) problems.push(`${path}: /availability/${i}/country '${a.country}' is not an ISO 3166-1 country code`);
    if (countries.has(a.country)) problems.push(`${path}: /availability/${i}/country '${a.country}' is listed twice`);
    countries.add(a.country);
    // A subdivision left out is one of this country's (US-NY under US), never another's.
    (a.status === 'available' ? (a.except ?? []) : []).forEach((s, j) => {
      if (!s.startsWith(`${a.country}-`))
        problems.push(`${path}: /availability/${i}/except/${j} '${s}' is not a subdivision of ${a.country} (${a.country}-…)`);
    });
  });
  if (p.type === 'exchange') {
    const licences = new Set<string>();
    (p.licences ?? []).forEach((l, i) => {
      if (l.regulatorCountry !== 'EU' && !parseCountryCode(l.regulatorCountry))
        problems.push(`${path}: /licences/${i}/regulatorCountry '${l.regulatorCountry}' is not an ISO 3166-1 country code (or EU)`);
      l.covers.forEach((c, j) => {
        if (c !== 'EEA' && !parseCountryCode(c))
          problems.push(`${path}: /licences/${i}/covers/${j} '${c}' is not an ISO 3166-1 country code (or EEA)`);
      });
      if (l.registerUrl !== undefined && !isWebAddress(l.registerUrl))
        problems.push(`${path}: /licences/${i}/registerUrl '${l.registerUrl}' is not a web address (https://host.tld/...)`);
      const key = [l.regulator, l.type, l.holder ?? '', l.entryId ?? ''].join('|');
      if (licences.has(key)) problems.push(`${path}: /licences/${i} repeats an entry above (same regulator, type, holder and entry id)`);
      licences.add(key);
    });
    const methods = new Set<string>();
    (p.paymentMethods ?? []).forEach((m, i) => {
      const key = `${m.method}|${m.fiat}`;
      if (methods.has(key)) problems.push(`${path}: /paymentMethods/${i} lists ${m.method} for ${m.fiat} a second time`);
      methods.add(key);
    });
  }
  if (p.type === 'payment_card')
    (p.facts.issuedIn?.value ?? []).forEach((c, j) => {
      if (c !== 'EEA' && !parseCountryCode(c))
        problems.push(`${path}: /facts/issuedIn/value/${j} '${c}' is not an ISO 3166-1 country code (or EEA)`);
    });
  if (fees?.trading) {
    const { tiers, coversUpToUsd } = fees.trading.value;
    if (tiers[0]?.fromUsd !== 0)
      problems.push(`${path}: /fees/trading/value/tiers/0/fromUsd must be 0 (the first tier starts at no volume)`);
    tiers.forEach((t, i) => {
      if (i > 0 && t.fromUsd <= tiers[i - 1]!.fromUsd)
        problems.push(`${path}: /fees/trading/value/tiers/${i}/fromUsd must be above the tier before it`);
    });
    const last = tiers.at(-1)?.fromUsd ?? 0;
    if (coversUpToUsd !== null && coversUpToUsd <= last)
      problems.push(`${path}: /fees/trading/value/coversUpToUsd must be above the last tier's fromUsd (${last})`);
  }
  const offerIds = new Set<string>();
  (p.offers ?? []).forEach((o, i) => {
    if (offerIds.has(o.id)) problems.push(`${path}: /offers/${i}/id '${o.id}' is used twice`);
    offerIds.add(o.id);
    problems.push(...placeholderProblems(path, `/offers/${i}`, o.values, o.text as Record<string, unknown>));
  });
  if (p.type === 'payment_card')
    (p.factNotes ?? []).forEach((n, i) =>
      problems.push(...placeholderProblems(path, `/factNotes/${i}`, n.values, n.text as Record<string, unknown>)),
    );
  if (p.type === 'app' && p.facts.pricing.value === 'fees') {
    const text = p.text as Record<string, { price?: string }>;
    if (CONTENT_LANGUAGES.some((l) => !text[l]?.price))
      problems.push(`${path}: pricing 'fees' needs a fee note (/text/<lang>/price) in every language`);
  }
  if ('status' in p && p.status !== 'active') {
    const text = p.text as Record<string, { status?: string }>;
    if (CONTENT_LANGUAGES.some((l) => !text[l]?.status))
      problems.push(`${path}: status '${p.status}' needs a status note (/text/<lang>/status) in every language`);
  }
  return problems;
}
