import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Cache } from '../../platform/cache/cache.js';
import type { ContentDates, PartnerDirectory } from './contract.js';
import type { PartnerStore, StoredPartner } from './ports.js';
import { recordPath, type StoredLogo } from './domain/desk.js';
import { contentSearchDocuments, type ContentSearchDocument } from './domain/search-documents.js';
import type { Content, PartnerFile } from './domain/schema.js';
import { ContentInvalidError, validateContent, type ContentFile } from './domain/validate.js';
import { createContentService, type ContentService } from './service.js';

/**
 * The content the module serves, and how it follows the partner records in the database.
 *
 * Reviews, concepts, the FAQ and the guide come from the content folder (they change with a deploy); the
 * partner records come from `partner_records`, where editors change them. The whole set is validated with
 * the same validator as the files, then every answer is built once (createContentService).
 *
 * Every instance follows one token in the shared cache (the cache port: Redis when configured): a write
 * sets it to a new random value after its commit, and each request compares it with the token of the set
 * this instance loaded (one GET). When they differ, the instance reloads the records and rebuilds (single
 * flight: the requests of that moment wait for the one reload), then invalidates its rendered pages. So an
 * editor's save shows on the next request on every instance. When the database is unreachable, requests
 * keep the set loaded last (and the reload is retried no sooner than RETRY_MS later); when the cache is,
 * each instance keeps its set until the cache answers again.
 */
export const CONTENT_TOKEN_KEY = 'content:partners:token';
const RETRY_MS = 5_000;

/** One loaded set: where it came from, the records as stored, and every answer built from it. */
export type LoadedContent = {
  /** the shared token it was loaded under (null: none was set); undefined for the files read at start-up */
  token: string | null | undefined;
  /** the partner rows as stored (empty until the database was read) */
  stored: readonly StoredPartner[];
  content: Content;
  service: ContentService;
  search(): readonly ContentSearchDocument[];
};

type Built = { content: Content; service: ContentService; search: () => readonly ContentSearchDocument[] };

/**
 * Built sets are shared by every app of the process (the test suites build many apps on the same records):
 * keyed by a hash of exactly what they are built from. Validation results are kept apart, so a save that
 * validated a set before writing it does not validate it again when the set is loaded.
 *
 * Only the newest entry is held; the older ones are held weakly, so they stay only while something still uses
 * them (an app serving that set). A server whose records an editor changes moves to a new set at each save, and
 * the sets it left are garbage at once. (Holding the last four, as before, kept three stale sets alive: a heap
 * snapshot after a 4-minute soak with an edit every 20 s found each answer body of the directory 16 times, four
 * languages in four sets, about 20 MB of strings.)
 */
export class Memo<T extends object> {
  private newest: { key: string; value: T } | undefined;
  private readonly weak = new Map<string, WeakRef<T>>();
  get(key: string): T | undefined {
    if (this.newest?.key === key) return this.newest.value;
    const value = this.weak.get(key)?.deref();
    if (!value) this.weak.delete(key);
    return value;
  }
  set(key: string, value: T): void {
    this.newest = { key, value };
    this.weak.delete(key);
    this.weak.set(key, new WeakRef(value));
    // the keys themselves stay bounded
    while (this.weak.size > 16) this.weak.delete(this.weak.keys().next().value!);
  }
}
const builtMemo = new Memo<Built>();
const validMemo = new Memo<Content>();

/** The files of the set: the folder's other files with these partner records in the content-folder layout. */
const filesOf = (others: readonly ContentFile[], partners: readonly PartnerFile[]): ContentFile[] => [
  ...partners.map((p) => ({ path: recordPath(p.type, p.id), data: p })),
  ...others,
];

const hashOf = (parts: readonly string[]) => {
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return h.digest('base64url');
};
const partnersKey = (dir: string, partners: readonly PartnerFile[]) =>
  hashOf([
    dir,
    ...[...partners].sort((a, b) => recordPath(a.type, a.id).localeCompare(recordPath(b.type, b.id))).map((p) => JSON.stringify(p)),
  ]);

/**
 * Validates a whole set (the folder's other files and these partner records) with the content validator.
 * Returns the problems, one line each as the validator words them; a valid set is remembered for the load.
 */
export function validateSet(
  dir: string,
  others: readonly ContentFile[],
  partners: readonly PartnerFile[],
): { content?: Content; problems: string[] } {
  const key = partnersKey(dir, partners);
  const known = validMemo.get(key);
  if (known) return { content: known, problems: [] };
  const { content, problems } = validateContent(filesOf(others, partners));
  if (problems.length === 0) validMemo.set(key, content);
  return problems.length ? { problems } : { content, problems };
}

function build(
  dir: string,
  others: readonly ContentFile[],
  partners: readonly PartnerFile[],
  logos: ReadonlyMap<string, StoredLogo>,
): Built {
  const key = hashOf([partnersKey(dir, partners), JSON.stringify([...logos].sort(([a], [b]) => a.localeCompare(b)))]);
  const known = builtMemo.get(key);
  if (known) return known;
  const { content, problems } = validateSet(dir, others, partners);
  if (!content) throw new ContentInvalidError(problems);
  const service = createContentService(content, { logos });
  let search: readonly ContentSearchDocument[] | undefined;
  const built: Built = { content, service, search: () => (search ??= contentSearchDocuments(content, service.partnerPage)) };
  builtMemo.set(key, built);
  return built;
}

export type LiveContentDeps = {
  dir: string;
  /** the content folder's files other than partner records (reviews, concepts, FAQ, guide) */
  others: readonly ContentFile[];
  /** the partner records of the content folder: what is served until the database was read, and the seed */
  filePartners: readonly PartnerFile[];
  store: PartnerStore;
  cache: Cache;
  now: () => number;
  log: FastifyBaseLogger;
  /** called after this instance moved to another set (rendered pages may show the records) */
  onChange: () => Promise<void>;
};

export function createLiveContent(deps: LiveContentDeps) {
  const fromFiles = build(deps.dir, deps.others, deps.filePartners, new Map());
  let current: LoadedContent = { token: undefined, stored: [], ...fromFiles };
  /** whether the set follows the database (after the first load from it) */
  let following = false;
  let flight: { token: string | null; promise: Promise<void> } | undefined;
  let retryAt = Number.NEGATIVE_INFINITY;

  const install = (token: string | null, stored: readonly StoredPartner[]) => {
    const logos = new Map(stored.flatMap((s) => (s.logo ? [[`${s.type}/${s.id}`, s.logo] as const] : [])));
    const built = build(
      deps.dir,
      deps.others,
      stored.map((s) => s.record),
      logos,
    );
    current = { token, stored, ...built };
  };

  /** Reads the records and builds from them, under the token read before the records. */
  async function load(token: string | null): Promise<void> {
    const stored = await deps.store.all();
    const before = current;
    install(token, stored);
    if (before.service !== current.service && before.token !== undefined) await deps.onChange();
  }

  function reload(token: string | null): Promise<void> {
    if (flight && flight.token === token) return flight.promise;
    const previous = flight?.promise;
    const promise = (async () => {
      await previous?.catch(() => undefined);
      if (current.token === token) return;
      if (deps.now() < retryAt) return;
      try {
        await load(token);
      } catch (err) {
        // Keep the set loaded last; try again a little later (a down database answers fast or times out).
        retryAt = deps.now() + RETRY_MS;
        deps.log.warn({ err }, 'partner records could not be reloaded; serving the set loaded last');
      }
    })().finally(() => {
      if (flight?.promise === promise) flight = undefined;
    });
    flight = { token, promise };
    return promise;
  }

  const readToken = async (): Promise<string | null | undefined> => {
    try {
      return await deps.cache.get(CONTENT_TOKEN_KEY);
    } catch {
      return undefined; // the cache is away: nothing to compare with
    }
  };

  const directory: PartnerDirectory = {
    get all() {
      return current.service.directory.all;
    },
    find: (type, id) => current.service.directory.find(type, id),
    hasReview: (type, id) => current.service.directory.hasReview(type, id),
    reviewUpdated: (type, id) => current.service.directory.reviewUpdated(type, id),
    candidates: (lang) => current.service.directory.candidates(lang),
  };
  const dates: ContentDates = {
    get concepts() {
      return current.service.dates.concepts;
    },
    get guide() {
      return current.service.dates.guide;
    },
  };
  /** The content API's answers, always from the current set. */
  const service: ContentService = {
    partners: (lang, type) => current.service.partners(lang, type),
    partner: (type, id, lang) => current.service.partner(type, id, lang),
    review: (type, id, lang) => current.service.review(type, id, lang),
    concepts: (lang) => current.service.concepts(lang),
    guide: (lang) => current.service.guide(lang),
    recommendations: (lang) => current.service.recommendations(lang),
    recommendationSummary: () => current.service.recommendationSummary(),
    fees: () => current.service.fees(),
    availability: () => current.service.availability(),
    index: () => current.service.index(),
    partnerPage: (type, id) => current.service.partnerPage(type, id),
    directory,
    dates,
  };

  return {
    directory,
    dates,
    service,
    current: () => current,
    /** Whether the records are read from the database (false before the first load, or without the table). */
    following: () => following,

    /**
     * The first load from the database (at ready); from then on the set follows the database. Throws when the
     * stored set is invalid (ContentInvalidError) or the database is unreachable (then the set read from the
     * files stays until a request's reload reaches the database).
     */
    async start(): Promise<void> {
      following = true;
      const token = (await readToken()) ?? null;
      try {
        await load(token);
      } catch (err) {
        retryAt = deps.now() + RETRY_MS;
        throw err;
      }
    },

    /** Brings this instance's set up to date with the shared token; cheap when nothing moved. */
    async ensureFresh(): Promise<void> {
      if (!following) return;
      const token = await readToken();
      if (token === undefined || token === current.token) return;
      await reload(token);
    },

    /**
     * After a write committed: a new shared token (other instances reload on their next request), and this
     * instance reloads now, so the writer's next request already sees it.
     */
    async published(): Promise<void> {
      const token = `${deps.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
      try {
        await deps.cache.set(CONTENT_TOKEN_KEY, token);
      } catch (err) {
        deps.log.warn({ err }, 'the shared cache did not take the new content token: other instances keep their set until it does');
      }
      retryAt = Number.NEGATIVE_INFINITY;
      await reload(token);
    },

    validate: (partners: readonly PartnerFile[]) => validateSet(deps.dir, deps.others, partners),
  };
}

export type LiveContent = ReturnType<typeof createLiveContent>;
