import { AppError } from '@coinatlas/domain/errors';
import { partnerKey, type AvailabilityFact } from '@coinatlas/domain/availability/availability';
import { partnerPageHref } from '@coinatlas/domain/partners/pages';
import { trackedLink } from '@coinatlas/domain/promotions/promotion';
import { parseCountryCode } from '@coinatlas/domain/region/region';
import { advise } from '@coinatlas/domain/recommendations/advisor';
import {
  PRIORITIES,
  validPriorities,
  type CandidateOffer,
  type CandidateWithText,
  type RecCategory,
} from '@coinatlas/domain/recommendations/catalogue';
import type { CriterionStatus, UsedFact } from '@coinatlas/domain/recommendations/criteria';
import { rankCandidates, type CriterionLine, type RankedCandidate } from '@coinatlas/domain/recommendations/match';

export const RANKING_METHODS = ['wizard', 'advisor'] as const;
export type RankingMethod = (typeof RANKING_METHODS)[number];

type Line = {
  priority: string;
  status: CriterionStatus;
  credit: number;
  facts: UsedFact[];
  via?: { priority: string; status: CriterionStatus; facts: UsedFact[] };
};

/** One ranked partner as the API answers it: the computation behind its score, line by line. */
export type RankedPartner = {
  rank: number;
  type: CandidateWithText['type'];
  id: string;
  name: string;
  /** The partner's page on the site and our tracked link to it. */
  page: string;
  link: string;
  rating?: number;
  matchScore: number;
  met: number;
  related: number;
  chosen: number;
  criteria: Line[];
  availability: { state: 'available' | 'unknown'; fact?: AvailabilityFact };
  description?: string;
  /** Its first sign-up offer; `exclusive` only while it has an active referral code or affiliate link. */
  offer?: CandidateOffer & { exclusive: boolean };
};

export type RecommendationAnswer = {
  category: RecCategory;
  priorities: string[];
  country: { code: string; source: 'query' | 'proxy' } | null;
  method: RankingMethod;
  recommended: boolean;
  results: RankedPartner[];
  excluded: { type: CandidateWithText['type']; id: string; name: string; availability: AvailabilityFact }[];
};

/**
 * Reads the comma-separated priorities of a request: each must be a priority of the category; repeats
 * count once; at least one is needed. Returns them in the category's order. Throws a 400 naming what is wrong.
 */
export function parsePriorities(category: RecCategory, raw: string): string[] {
  const list = raw
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (list.length === 0) throw new AppError('BAD_REQUEST', 'priorities must name at least one priority');
  const allowed: readonly string[] = PRIORITIES[category];
  const unknown = list.filter((p, i) => !allowed.includes(p) && list.indexOf(p) === i);
  if (unknown.length > 0)
    throw new AppError(
      'BAD_REQUEST',
      `Unknown priority ${unknown.map((p) => `'${p}'`).join(', ')} for the category '${category}'. Known priorities: ${allowed.join(', ')}.`,
    );
  return validPriorities(category, list);
}

/** The country of a request: the `country` parameter (400 when it names no country), else the proxy's header. */
export function countryOf(param: string | undefined, header: string | undefined): RecommendationAnswer['country'] {
  if (param !== undefined) {
    const code = parseCountryCode(param);
    if (!code)
      throw new AppError('BAD_REQUEST', `country '${param}' is not the ISO 3166-1 alpha-2 code of a country (for example DE, US or BR)`);
    return { code, source: 'query' };
  }
  const fromProxy = parseCountryCode(header);
  return fromProxy ? { code: fromProxy, source: 'proxy' } : null;
}

const facts = (list: readonly UsedFact[]): UsedFact[] => list.map((f) => ({ ...f }));
const line = (l: CriterionLine): Line => ({
  priority: l.priority,
  status: l.status,
  credit: l.credit,
  facts: facts(l.facts),
  ...(l.via ? { via: { priority: l.via.priority, status: l.via.status, facts: facts(l.via.facts) } } : {}),
});

function view(r: RankedCandidate<CandidateWithText>, rank: number, exclusive: ReadonlySet<string>): RankedPartner {
  const c = r.candidate;
  return {
    rank,
    type: c.type,
    id: c.id,
    name: c.name,
    page: partnerPageHref(c),
    link: trackedLink(c.type, c.id),
    ...(c.rating !== undefined ? { rating: c.rating } : {}),
    matchScore: r.matchScore,
    met: r.explanation.met,
    related: r.explanation.related,
    chosen: r.explanation.chosen,
    criteria: r.explanation.lines.map(line),
    availability: { state: r.availability, ...(r.availabilityFact ? { fact: r.availabilityFact } : {}) },
    ...(c.description ? { description: c.description } : {}),
    ...(c.offer ? { offer: { ...c.offer, exclusive: exclusive.has(partnerKey(c.type, c.id)) } } : {}),
  };
}

/**
 * Ranks the candidates for a visitor with the very functions the site's wizard, advisor and journey run
 * (`@coinatlas/domain/recommendations/match`): `wizard` answers the whole ranking, `advisor` its first.
 * `exclusive` names the partners (type/id) with an active referral code or affiliate link.
 */
export function rankPartners(
  candidates: readonly CandidateWithText[],
  input: { method: RankingMethod; category: RecCategory; priorities: string[]; country: RecommendationAnswer['country'] },
  exclusive: ReadonlySet<string>,
): RecommendationAnswer {
  const { method, category, priorities, country } = input;
  const ranking = rankCandidates(candidates, { category, priorities, country: country?.code ?? null });
  // the advisor's pick may come from its fallback ranking: whether it is a recommendation is that ranking's answer
  const pick = method === 'advisor' ? advise(candidates, category, priorities, country?.code ?? null) : null;
  const results = method === 'advisor' ? (pick ? [view(pick, 1, exclusive)] : []) : ranking.ranked.map((r, i) => view(r, i + 1, exclusive));
  return {
    category,
    priorities,
    country,
    method,
    recommended: method === 'advisor' ? (pick?.recommended ?? false) : ranking.recommended,
    results,
    excluded: ranking.excluded.map((x) => ({ type: x.candidate.type, id: x.candidate.id, name: x.candidate.name, availability: x.fact })),
  };
}
