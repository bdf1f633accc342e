import type { Knex } from 'knex';
import type { Db } from '../../../platform/db/create-db.js';
import type { SearchDocumentKind } from '../../../platform/module.js';
import { REGCONFIG, START_SEL, STOP_SEL, SEARCH_LANGUAGES, withoutSentinels, type SearchLanguage } from '../domain/query.js';
import type { IndexCapabilities, IndexHit, IndexQuery, SearchIndex } from '../ports.js';

/** One lock key for every reindex, so two instances starting together do not interleave their rows. */
const REINDEX_LOCK = 0x5ea4c4;
const INSERT_CHUNK = 200;
/** ts_headline reads the whole text it is given: long posts are cut to this for the snippet. */
const CONTENT_MAX = 6000;
/** How close a misspelt word must be to a word of the index (pg_trgm similarity, 0..1) to be corrected. */
const CORRECTION_SIMILARITY = 0.4;
/** How close a query must be to part of a title (pg_trgm word similarity) to match it by its spelling. */
const TITLE_SIMILARITY = 0.6;

const HEADLINE_OPTIONS = `StartSel=${START_SEL}, StopSel=${STOP_SEL}, MaxWords=26, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

type Row = {
  kind: SearchDocumentKind;
  doc_id: string;
  category: string;
  title: string;
  description: string;
  url: string;
  snippet: string;
  total: number | string;
};

/** Rows of a raw query on either driver (pg answers `{ rows }`, knex-pglite the same). */
const rowsOf = <T>(r: unknown): T[] => (r as { rows: T[] }).rows;

/**
 * The index in Postgres: `search_documents` holds one row per record and visitor language with its weighted
 * tsvector (title A, keywords B, description C, the rest D) in the text's own language configuration.
 *
 * Spelling: with pg_trgm, a query word the index does not know is matched to its nearest word of
 * `search_lexicon` (the index's words), and a query close to part of a title matches that title. Without
 * the extension (a Postgres that does not offer it; the embedded PGlite loads it) the search degrades to prefix matching of every word, plus a
 * plain substring test of longer words against titles (so "ledger" still finds CoinLedger); typos then find
 * nothing.
 */
export function createPgSearchIndex(db: Db): SearchIndex {
  let caps: IndexCapabilities | undefined;

  async function detect(): Promise<IndexCapabilities> {
    const table = rowsOf<{ t: string | null }>(await db.raw(`SELECT to_regclass('search_documents')::text AS t`))[0]?.t;
    if (!table) return (caps = { ready: false, trigram: false, configs: {} as Record<SearchLanguage, string> });
    let trigram = rowsOf(await db.raw(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).length > 0;
    if (!trigram && rowsOf(await db.raw(`SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'`)).length > 0) {
      try {
        await db.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      } catch {
        // no right to create it, or another instance did at the same moment: the check below decides
      }
      trigram = rowsOf(await db.raw(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`)).length > 0;
    }
    if (trigram) await db.raw('CREATE INDEX IF NOT EXISTS search_lexicon_trgm ON search_lexicon USING gist (word gist_trgm_ops)');
    const known = new Set(rowsOf<{ cfgname: string }>(await db.raw('SELECT cfgname FROM pg_ts_config')).map((r) => r.cfgname));
    // a build of Postgres without a language's stemmer still searches, by whole words ('simple')
    const configs = Object.fromEntries(SEARCH_LANGUAGES.map((l) => [l, known.has(REGCONFIG[l]) ? REGCONFIG[l] : 'simple'])) as Record<
      SearchLanguage,
      string
    >;
    return (caps = { ready: true, trigram, configs });
  }

  return {
    async capabilities() {
      return caps ?? detect();
    },

    async replace(source, docs) {
      const { configs } = caps ?? (await detect());
      const rows = docs.map((d) => ({
        lang: d.lang,
        source,
        kind: d.kind,
        doc_id: d.id,
        category: d.category,
        title: withoutSentinels(d.title),
        description: withoutSentinels(d.description),
        // what a snippet may quote: the body without the description (bodies often repeat it), since every
        // result shows its description already; a match only there leaves the snippet without a highlight
        content: withoutSentinels(d.body.split(d.description).join(' ')).slice(0, CONTENT_MAX),
        url: d.url,
        cfg: configs[d.textLanguage],
        keywords: withoutSentinels(d.keywords),
        // the body and the data words together (both ranked lowest); only the body is quoted in snippets
        body: withoutSentinels(d.data ? `${d.body}\n${d.data}` : d.body),
      }));
      await db.transaction(async (trx) => {
        await trx.raw('SELECT pg_advisory_xact_lock(?)', [REINDEX_LOCK]);
        await trx('search_documents').where({ source }).del();
        for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
          await trx.raw(
            `INSERT INTO search_documents (lang, source, kind, doc_id, category, title, description, content, url, cfg, tsv)
             SELECT x.lang, x.source, x.kind, x.doc_id, x.category, x.title, x.description, x.content, x.url, x.cfg::regconfig,
                    setweight(to_tsvector(x.cfg::regconfig, x.title), 'A') ||
                    setweight(to_tsvector(x.cfg::regconfig, x.keywords), 'B') ||
                    setweight(to_tsvector(x.cfg::regconfig, x.description), 'C') ||
                    setweight(to_tsvector(x.cfg::regconfig, x.body), 'D')
             FROM json_to_recordset(?::json) AS x(lang text, source text, kind text, doc_id text, category text, title text,
               description text, content text, url text, cfg text, keywords text, body text)`,
            [JSON.stringify(rows.slice(i, i + INSERT_CHUNK))],
          );
        }
        // the words typo correction compares against: every word of every title and text, as written
        await trx('search_lexicon').del();
        await trx.raw(
          `INSERT INTO search_lexicon (word)
           SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', title || '' '' || content) FROM search_documents')
           WHERE length(word) BETWEEN 3 AND 40 AND word ~ '^[[:alpha:]]+$'`,
        );
      });
    },

    async corrections(words) {
      if (!words.length) return new Map();
      const { trigram } = caps ?? (await detect());
      if (!trigram) return new Map(words.map((w) => [w, []]));
      // Per word: is it (the start of) a word of the index? If not, its nearest word by trigram distance.
      const rows = rowsOf<{ w: string; known: boolean; best: string | null; sim: number | null }>(
        await db.raw(
          `SELECT q.w,
                  EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word LIKE q.w || '%') AS known,
                  n.word AS best, similarity(n.word, q.w) AS sim
           FROM json_array_elements_text(?::json) AS q(w)
           LEFT JOIN LATERAL (SELECT word FROM search_lexicon ORDER BY word <-> q.w LIMIT 1) n ON true`,
          [JSON.stringify(words)],
        ),
      );
      return new Map(rows.map((r) => [r.w, !r.known && r.best && (r.sim ?? 0) >= CORRECTION_SIMILARITY ? [r.best] : []]));
    },

    async search(q: IndexQuery) {
      const { trigram, configs } = caps ?? (await detect());
      const cfg = configs[q.lang];
      const en = configs.en;
      const filters: string[] = [];
      const filterArgs: Knex.Value[] = [];
      if (q.kind) {
        filters.push('AND d.kind = ?');
        filterArgs.push(q.kind);
      }
      if (q.category) {
        filters.push('AND d.category = ?');
        filterArgs.push(q.category);
      }
      // Spelling match on titles: trigram word similarity, or (without pg_trgm) a substring test of words
      // of four letters or more, so "tax" does not find "Stax" while "ledger" finds "CoinLedger".
      const longWords = q.words.filter((w) => w.length >= 4);
      const titleMatch = trigram
        ? 'word_similarity(?, d.title) >= ?'
        : longWords.length
          ? `(${longWords.map(() => `strpos(lower(d.title), ?) > 0`).join(' OR ')})`
          : 'false';
      const titleArgs: Knex.Value[] = trigram ? [q.text, TITLE_SIMILARITY] : [...longWords];
      const titleScore = trigram ? 'word_similarity(?, d.title)' : `(CASE WHEN lower(d.title) = ? THEN 1 ELSE 0 END)`;
      const titleScoreArgs = [trigram ? q.text : q.text.toLowerCase()];

      const rows = rowsOf<Row>(
        await db.raw(
          `WITH tq AS (
             SELECT to_tsquery(?::regconfig, ?) AS m, to_tsquery(?::regconfig, ?) AS a,
                    to_tsquery(?::regconfig, ?) AS me, to_tsquery(?::regconfig, ?) AS ae,
                    to_tsquery(?::regconfig, ?) AS p, to_tsquery(?::regconfig, ?) AS pe,
                    to_tsquery(?::regconfig, ?) AS s, to_tsquery(?::regconfig, ?) AS se
           ),
           hits AS (
             SELECT d.kind, d.doc_id, d.category, d.title, d.description, d.url, d.content, d.cfg,
                    CASE WHEN d.cfg = ?::regconfig THEN tq.m ELSE tq.me END AS mq,
                    ts_rank('{0.05, 0.2, 0.6, 1.0}', d.tsv, CASE WHEN d.cfg = ?::regconfig THEN tq.m ELSE tq.me END, 1)
                      + CASE WHEN d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.a ELSE tq.ae END) THEN 1 ELSE 0 END
                      + CASE WHEN d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.p ELSE tq.pe END) THEN 0.5 ELSE 0 END
                      + CASE WHEN d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.s ELSE tq.se END) THEN 0.7 ELSE 0 END
                      + 0.5 * ${titleScore} AS score
             FROM search_documents d, tq
             WHERE d.lang = ? ${filters.join(' ')}
               AND (d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.m ELSE tq.me END) OR ${titleMatch})
           ),
           ranked AS (
             SELECT *, count(*) OVER () AS total FROM hits ORDER BY score DESC, title, kind, doc_id LIMIT ?
           )
           SELECT kind, doc_id, category, title, description, url, total,
                  ts_headline(cfg, content, mq, ?) AS snippet
           FROM ranked ORDER BY score DESC, title, kind, doc_id`,
          [
            cfg,
            q.match,
            cfg,
            q.all,
            en,
            q.match,
            en,
            q.all,
            cfg,
            q.phrase,
            en,
            q.phrase,
            cfg,
            q.strong,
            en,
            q.strong,
            cfg,
            cfg,
            cfg,
            cfg,
            cfg,
            ...titleScoreArgs,
            q.lang,
            ...filterArgs,
            cfg,
            ...titleArgs,
            q.limit,
            HEADLINE_OPTIONS,
          ],
        ),
      );
      const hits: IndexHit[] = rows.map((r) => ({
        kind: r.kind,
        id: r.doc_id,
        category: r.category,
        title: r.title,
        description: r.description,
        url: r.url,
        headline: r.snippet,
      }));
      return { total: rows.length ? Number(rows[0]!.total) : 0, hits };
    },
  };
}
