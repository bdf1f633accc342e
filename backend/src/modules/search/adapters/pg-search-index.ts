import type { Knex } from 'knex';
import type { Db } from '../../../platform/db/create-db.js';
import type { SearchDocumentKind } from '../../../platform/module.js';
import { fold, REGCONFIG, START_SEL, STOP_SEL, SEARCH_LANGUAGES, withoutSentinels, type SearchLanguage } from '../domain/query.js';
import { lexiconOf, type Candidate, type WordLookup } from '../domain/vocabulary.js';
import type { IndexCapabilities, IndexHit, IndexQuery, SearchIndex } from '../ports.js';

/** One lock key for every reindex, so two instances starting together do not interleave their rows. */
const REINDEX_LOCK = 0x5ea4c4;
const INSERT_CHUNK = 200;
const LEXICON_CHUNK = 5000;
/** ts_headline reads the whole text it is given: long posts are cut to this for the snippet. */
const CONTENT_MAX = 6000;
/** How many of a language's nearest title and keyword words typo correction weighs (see correctionFor). */
const CANDIDATES = 8;
/** How many spellings of a word with other diacritics a query also searches. */
const SPELLINGS = 4;
/** The last code point: `w || LAST` bounds every text that begins with w, so a prefix test can use the index. */
const LAST = String.fromCodePoint(0x10ffff);
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
/** A json column's value: parsed by the driver, or its text. */
const jsonOf = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

/** The kind and category filters of a query, as SQL to append to its WHERE. */
function filtersOf(q: IndexQuery): { filters: string; filterArgs: Knex.Value[] } {
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
  return { filters: filters.join(' '), filterArgs };
}

/**
 * Spelling match on titles: trigram word similarity, or (without pg_trgm) a substring test of words of four
 * letters or more, so "tax" does not find "Stax" while "ledger" finds "CoinLedger".
 */
function titleMatchOf(q: IndexQuery, trigram: boolean): { titleMatch: string; titleArgs: Knex.Value[] } {
  const longWords = q.words.filter((w) => w.length >= 4);
  const titleMatch = trigram
    ? 'word_similarity(?, d.title) >= ?'
    : longWords.length
      ? `(${longWords.map(() => `strpos(lower(d.title), ?) > 0`).join(' OR ')})`
      : 'false';
  return { titleMatch, titleArgs: trigram ? [q.text, TITLE_SIMILARITY] : [...longWords] };
}

/**
 * The index in Postgres: `search_documents` holds one row per record and visitor language with its weighted
 * tsvector (title A, keywords B, description C, the rest D) in the text's own language configuration.
 * `search_lexicon` holds the words of each language's documents (see lexiconOf), per source.
 *
 * Spelling: a query word is looked up in the lexicon of the visitor's language only, diacritics folded
 * ("espana" also searches "españa"); with pg_trgm, the nearest words of that language's titles and keywords
 * are the candidates typo correction weighs, and a query close to part of a title matches that title. Without
 * the extension (a Postgres that does not offer it; the embedded PGlite loads it) the search degrades to prefix matching of every word, plus a
 * plain substring test of longer words against titles (so "ledger" still finds CoinLedger); typos then find
 * nothing.
 *
 * Ranking: first by how many query words a document has as whole words (diacritics aside), then by score, so
 * "SEPA" ranks a text that says SEPA above one that only says "separaten" (`sepa:*`).
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
    if (trigram) await db.raw('CREATE INDEX IF NOT EXISTS search_lexicon_folded_trgm ON search_lexicon USING gist (folded gist_trgm_ops)');
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
        // this source's words of each language's vocabulary (spellings, and what typo correction may offer)
        await trx('search_lexicon').where({ source }).del();
        const words = lexiconOf(docs).map((w) => ({ ...w, source }));
        for (let i = 0; i < words.length; i += LEXICON_CHUNK) {
          await trx.raw(
            `INSERT INTO search_lexicon (lang, source, word, folded, docs, term)
             SELECT x.lang, x.source, x.word, x.folded, x.docs, x.term
             FROM json_to_recordset(?::json) AS x(lang text, source text, word text, folded text, docs int, term boolean)`,
            [JSON.stringify(words.slice(i, i + LEXICON_CHUNK))],
          );
        }
      });
    },

    async lookup(lang, words) {
      if (!words.length) return new Map();
      const { trigram, configs } = caps ?? (await detect());
      // Per word, in the visitor's language only: is it (the start of) a word of the index, diacritics aside;
      // the index's spellings of it with other diacritics (none for a stop word such as "do" in "Banco Central do
      // Brasil": the search leaves it out, and a spelling such as "dólar" would be required in its place); with
      // pg_trgm, the nearest words of titles and keywords.
      const candidates = trigram
        ? `(SELECT coalesce(json_agg(json_build_object('word', c.word, 'folded', c.folded, 'docs', c.docs,
                      'similarity', similarity(c.folded, q.f))), '[]'::json)
            FROM (SELECT n.word, n.folded, sum(n.docs)::int AS docs
                  FROM (SELECT word, folded, docs FROM search_lexicon
                        WHERE lang = ? AND term ORDER BY folded <-> q.f LIMIT ${CANDIDATES}) n
                  GROUP BY n.word, n.folded) c)`
        : `'[]'::json`;
      const rows = rowsOf<{ w: string; known: boolean; spellings: unknown; candidates: unknown }>(
        await db.raw(
          `SELECT q.w,
                  EXISTS (SELECT 1 FROM search_lexicon l
                          WHERE l.lang = ? AND l.folded ~>=~ q.f AND l.folded ~<~ (q.f || ?)) AS known,
                  CASE WHEN length(to_tsvector(?::regconfig, q.w)) > 0 THEN (SELECT json_agg(s.word) FROM (
                     SELECT l.word FROM search_lexicon l
                     WHERE l.lang = ? AND l.folded ~>=~ q.f AND l.folded ~<~ (q.f || ?) AND left(l.word, length(q.w)) <> q.w
                     GROUP BY l.word ORDER BY bool_or(l.folded = q.f) DESC, sum(l.docs) DESC, l.word LIMIT ${SPELLINGS}) s) END AS spellings,
                  ${candidates} AS candidates
           FROM json_to_recordset(?::json) AS q(w text, f text)`,
          [lang, LAST, configs[lang], lang, LAST, ...(trigram ? [lang] : []), JSON.stringify(words.map((w) => ({ w, f: fold(w) })))],
        ),
      );
      return new Map(
        rows.map((r): [string, WordLookup] => [
          r.w,
          {
            known: r.known,
            spellings: jsonOf<string[] | null>(r.spellings) ?? [],
            candidates: jsonOf<Candidate[]>(r.candidates).map((c) => ({ ...c, docs: Number(c.docs), similarity: Number(c.similarity) })),
          },
        ]),
      );
    },

    async count(q: IndexQuery) {
      const { trigram, configs } = caps ?? (await detect());
      const cfg = configs[q.lang];
      const { filters, filterArgs } = filtersOf(q);
      const { titleMatch, titleArgs } = titleMatchOf(q, trigram);
      const rows = rowsOf<{ n: number | string }>(
        await db.raw(
          `WITH tq AS (SELECT to_tsquery(?::regconfig, ?) AS m, to_tsquery(?::regconfig, ?) AS me)
           SELECT count(*) AS n FROM search_documents d, tq
           WHERE d.lang = ? ${filters}
             AND (d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.m ELSE tq.me END) OR ${titleMatch})`,
          [cfg, q.match, configs.en, q.match, q.lang, ...filterArgs, cfg, ...titleArgs],
        ),
      );
      return Number(rows[0]?.n ?? 0);
    },

    async search(q: IndexQuery) {
      const { trigram, configs } = caps ?? (await detect());
      const cfg = configs[q.lang];
      const en = configs.en;
      const { filters, filterArgs } = filtersOf(q);
      const { titleMatch, titleArgs } = titleMatchOf(q, trigram);
      const titleScore = trigram ? 'word_similarity(?, d.title)' : `(CASE WHEN lower(d.title) = ? THEN 1 ELSE 0 END)`;
      const titleScoreArgs = [trigram ? q.text : q.text.toLowerCase()];
      // each word as a whole word, in the language's configuration and in English (a text the visitor's language
      // lacks is indexed in English); `whole` counts the words a document has so
      const wholeCols = q.whole.map((_, i) => `to_tsquery(?::regconfig, ?) AS w${i}, to_tsquery(?::regconfig, ?) AS we${i}`);
      const wholeArgs = q.whole.flatMap((w) => [cfg, w, en, w]);
      const wholeCount = (suffix: string) => q.whole.map((_, i) => `(d.tsv @@ tq.w${suffix}${i})::int`).join(' + ') || '0';

      const rows = rowsOf<Row>(
        await db.raw(
          `WITH tq AS (
             SELECT to_tsquery(?::regconfig, ?) AS m, to_tsquery(?::regconfig, ?) AS a,
                    to_tsquery(?::regconfig, ?) AS me, to_tsquery(?::regconfig, ?) AS ae,
                    to_tsquery(?::regconfig, ?) AS p, to_tsquery(?::regconfig, ?) AS pe,
                    to_tsquery(?::regconfig, ?) AS s, to_tsquery(?::regconfig, ?) AS se
                    ${wholeCols.map((c) => `, ${c}`).join('')}
           ),
           hits AS (
             SELECT d.kind, d.doc_id, d.category, d.title, d.description, d.url, d.content, d.cfg,
                    CASE WHEN d.cfg = ?::regconfig THEN tq.m ELSE tq.me END AS mq,
                    CASE WHEN d.cfg = ?::regconfig THEN ${wholeCount('')} ELSE ${wholeCount('e')} END AS whole,
                    ts_rank('{0.05, 0.2, 0.6, 1.0}', d.tsv, CASE WHEN d.cfg = ?::regconfig THEN tq.m ELSE tq.me END, 1)
                      + CASE WHEN d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.a ELSE tq.ae END) THEN 1 ELSE 0 END
                      + CASE WHEN d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.p ELSE tq.pe END) THEN 0.5 ELSE 0 END
                      + CASE WHEN d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.s ELSE tq.se END) THEN 0.7 ELSE 0 END
                      + 0.5 * ${titleScore} AS score
             FROM search_documents d, tq
             WHERE d.lang = ? ${filters}
               AND (d.tsv @@ (CASE WHEN d.cfg = ?::regconfig THEN tq.m ELSE tq.me END) OR ${titleMatch})
           ),
           ranked AS (
             SELECT *, count(*) OVER () AS total FROM hits ORDER BY whole DESC, score DESC, title, kind, doc_id LIMIT ?
           )
           SELECT kind, doc_id, category, title, description, url, total,
                  ts_headline(cfg, content, mq, ?) AS snippet
           FROM ranked ORDER BY whole DESC, score DESC, title, kind, doc_id`,
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
            ...wholeArgs,
            cfg,
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
