/**
 * Google's rules for the structured data the site writes, as its Search Central documentation states them
 * (https://developers.google.com/search/docs/appearance/structured-data/...): what each rich result needs
 * before it is eligible, so a test can say which rule a block breaks. Pure functions over parsed JSON-LD;
 * whether a listed URL is an indexable, canonical page is for the caller to find out (it needs the pages).
 */

/** Each rule by the name the tests give it, and the documentation page it comes from. */
export const RULES = {
  product: 'Product snippet (product-snippet): a Product has offers, review or aggregateRating',
  offer: 'Product snippet (product-snippet): an Offer has a price and its priceCurrency',
  softwarePrice: 'Software app (software-app): offers.price is required (0 when free), priceCurrency when above 0',
  softwareRating: 'Software app (software-app): aggregateRating or review is required',
  review:
    'Review snippet (review-snippet): a Review has author.name, reviewRating.ratingValue and a named itemReviewed of a supported type',
  article: 'Article (article): headline, image, datePublished, dateModified, author (name, url) and publisher',
  itemList: 'Carousel (carousel): each ListItem has a position and the URL of a page on the site',
  breadcrumb: 'Breadcrumb (breadcrumb): each ListItem has a position and a name, and an item URL except the last',
  searchAction: 'Sitelinks search box (retired in 2024): no SearchAction',
  faq: 'FAQ (faqpage): each Question has a name and an acceptedAnswer with text',
  dates: 'Dates (article, review-snippet): ISO 8601',
} as const;
export type RuleName = keyof typeof RULES;

export type Violation = Readonly<{ rule: RuleName; at: string; message: string }>;

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const types = (n: Node): string[] => list(n['@type']).filter((t): t is string => typeof t === 'string');
const filled = (v: unknown): boolean =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0) && !(isNode(v) && Object.keys(v).length === 0);
const named = (v: unknown): boolean => list(v).some((a) => (typeof a === 'string' ? a !== '' : isNode(a) && filled(a.name)));

const SOFTWARE = ['SoftwareApplication', 'MobileApplication', 'WebApplication', 'VideoGame'];
const ARTICLES = ['Article', 'BlogPosting', 'NewsArticle'];
/** The types a review snippet may be about (review-snippet: "Supported types"). */
const REVIEWABLE = [
  'Book',
  'Course',
  'CreativeWorkSeason',
  'CreativeWorkSeries',
  'Episode',
  'Event',
  'Game',
  'HowTo',
  'LocalBusiness',
  'MediaObject',
  'Movie',
  'MusicPlaylist',
  'MusicRecording',
  'Organization',
  'Product',
  'Recipe',
  ...SOFTWARE,
];
/** ISO 8601: a date, or a date-time with its zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

const priceOf = (offer: Node): unknown => offer.price ?? (isNode(offer.priceSpecification) ? offer.priceSpecification.price : undefined);
const isPrice = (v: unknown): boolean =>
  (typeof v === 'number' && Number.isFinite(v) && v >= 0) || (typeof v === 'string' && /^\d+(?:\.\d+)?$/.test(v));

/** Every node of a block (objects with an @type), with where it sits and the node it hangs from. */
function* nodes(
  v: unknown,
  at: string,
  parent?: { node: Node; key: string },
): Generator<{ node: Node; at: string; parent?: { node: Node; key: string } }> {
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) yield* nodes(x, `${at}[${i}]`, parent);
    return;
  }
  if (!isNode(v)) return;
  if (v['@type'] !== undefined) yield { node: v, at, parent };
  for (const [k, x] of Object.entries(v)) if (k !== '@context') yield* nodes(x, `${at}.${k}`, { node: v, key: k });
}

/** What in one JSON-LD block keeps it from the rich result its types ask for, by rule. */
export function checkJsonLd(block: unknown): Violation[] {
  const out: Violation[] = [];
  const fail = (rule: RuleName, at: string, message: string) => out.push({ rule, at, message });
  for (const { node, at, parent } of nodes(block, '$')) {
    const ts = types(node);
    // A thing a Review is about has that review, even when the Review is the outer node.
    const reviewed = parent?.key === 'itemReviewed' && types(parent.node).includes('Review');
    const hasRating = filled(node.aggregateRating) || filled(node.review) || reviewed;

    if (ts.includes('Product')) {
      if (!filled(node.offers) && !hasRating)
        fail('product', at, `Product "${String(node.name)}" has none of offers, review or aggregateRating`);
      for (const o of list(node.offers).filter(isNode)) {
        if (types(o).includes('AggregateOffer')) {
          if (!isPrice(o.lowPrice) || !filled(o.priceCurrency)) fail('offer', at, 'an AggregateOffer needs lowPrice and priceCurrency');
        } else if (!isPrice(priceOf(o)) || !filled(o.priceCurrency))
          fail('offer', at, `an Offer of "${String(node.name)}" lacks price or priceCurrency`);
      }
    }
    if (ts.some((t) => SOFTWARE.includes(t))) {
      const offers = list(node.offers).filter(isNode);
      const priced = offers.some((o) => isPrice(priceOf(o)) && (Number(priceOf(o)) === 0 || filled(o.priceCurrency)));
      if (!priced) fail('softwarePrice', at, `SoftwareApplication "${String(node.name)}" has no offers.price`);
      if (!hasRating) fail('softwareRating', at, `SoftwareApplication "${String(node.name)}" has neither aggregateRating nor review`);
    }
    if (ts.includes('Review')) {
      const rating = isNode(node.reviewRating) ? node.reviewRating : undefined;
      if (!named(node.author)) fail('review', at, 'a Review without an author name');
      if (!rating || !isPrice(rating.ratingValue)) fail('review', at, 'a Review without reviewRating.ratingValue');
      // nested in the thing it reviews (its `review`), the Review needs no itemReviewed of its own
      if (parent?.key !== 'review') {
        const item = isNode(node.itemReviewed) ? node.itemReviewed : undefined;
        if (!item || !filled(item.name)) fail('review', at, 'a Review without a named itemReviewed');
        else if (!types(item).some((t) => REVIEWABLE.includes(t)))
          fail('review', at, `a Review of a ${types(item).join('/')}, which review snippets do not support`);
      }
    }
    if (ts.some((t) => ARTICLES.includes(t))) {
      for (const key of ['headline', 'image', 'datePublished', 'dateModified', 'publisher'])
        if (!filled(node[key])) fail('article', at, `${ts.join('/')} without ${key}`);
      const authors = list(node.author).filter(isNode);
      if (authors.length === 0 || authors.some((a) => !filled(a.name) || !filled(a.url)))
        fail('article', at, `${ts.join('/')} without an author's name and url`);
    }
    for (const key of ['datePublished', 'dateModified']) {
      if (node[key] !== undefined && !(typeof node[key] === 'string' && ISO_DATE.test(node[key]) && !Number.isNaN(Date.parse(node[key]))))
        fail('dates', `${at}.${key}`, `${key} "${String(node[key])}" is no ISO 8601 date`);
    }
    if (ts.includes('ItemList')) {
      for (const [i, li] of list(node.itemListElement).entries()) {
        if (!isNode(li) || !isPrice(li.position) || listItemUrl(li) === undefined)
          fail('itemList', `${at}.itemListElement[${i}]`, 'a ListItem without a position or a URL');
      }
    }
    if (ts.includes('BreadcrumbList')) {
      const items = list(node.itemListElement);
      for (const [i, li] of items.entries()) {
        const last = i === items.length - 1;
        const url = isNode(li) ? (typeof li.item === 'string' ? li.item : isNode(li.item) ? li.item['@id'] : undefined) : undefined;
        if (!isNode(li) || !isPrice(li.position) || !filled(li.name) || (!last && !filled(url)))
          fail('breadcrumb', `${at}.itemListElement[${i}]`, 'a breadcrumb without position, name or item');
      }
    }
    if (ts.includes('SearchAction')) fail('searchAction', at, 'a SearchAction (the sitelinks search box is retired)');
    if (ts.includes('FAQPage')) {
      for (const [i, q] of list(node.mainEntity).entries()) {
        if (!isNode(q) || !filled(q.name) || !isNode(q.acceptedAnswer) || !filled(q.acceptedAnswer.text))
          fail('faq', `${at}.mainEntity[${i}]`, 'a Question without a name or an answer text');
      }
    }
  }
  return out;
}

/** A ListItem's URL: its `url`, or its item's (`item` as a URL or as a thing with a url or @id). */
export function listItemUrl(li: Node): string | undefined {
  if (typeof li.url === 'string') return li.url;
  if (typeof li.item === 'string') return li.item;
  if (isNode(li.item))
    return typeof li.item.url === 'string' ? li.item.url : typeof li.item['@id'] === 'string' ? li.item['@id'] : undefined;
  return undefined;
}

/** The URLs the ItemLists of a block point at (the carousel rule: each an indexable, canonical page of the site). */
export function itemListUrls(block: unknown): string[] {
  const urls: string[] = [];
  for (const { node } of nodes(block, '$')) {
    if (!types(node).includes('ItemList')) continue;
    for (const li of list(node.itemListElement)) {
      const url = isNode(li) ? listItemUrl(li) : undefined;
      if (url) urls.push(url);
    }
  }
  return urls;
}

/** The types of a block's outer node (a @graph's nodes each). */
export const outerTypes = (block: unknown): string[] =>
  isNode(block) ? (Array.isArray(block['@graph']) ? block['@graph'].filter(isNode).flatMap(types) : types(block)) : [];

/** Every JSON-LD block of a rendered document, parsed. */
export function jsonLdBlocks(doc: Document): unknown[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as unknown);
}
