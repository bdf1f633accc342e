/* eslint-disable @typescript-eslint/no-explicit-any -- these tests edit raw, untyped JSON records to break them */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent, readContentFiles } from './adapters/fs-content.js';
import { ContentInvalidError } from './domain/validate.js';
import { loadBlogSeeds } from '../blog/adapters/fs-seeds.js';
import { loadPromotionSeeds } from '../promotions/adapters/fs-seeds.js';
import { localize } from './domain/localize.js';
import { answerSchemas, CONTENT_LANGUAGES, RATING_CRITERIA } from './domain/schema.js';
import { validateContent, type ContentFile } from './domain/validate.js';
import { buildCandidates } from './domain/candidates.js';
import { promotable } from './domain/eligibility.js';
import { createContentService } from './service.js';
import { JOURNEY_OPTIONS } from '@coinatlas/domain/recommendations/journey';
import { CATEGORY_TYPE, REC_CATEGORIES } from '@coinatlas/domain/recommendations/catalogue';
import { isRatedType } from '@coinatlas/domain/ratings/weights';

const read = readContentFiles();
const result = validateContent(read.files);
const { content } = result;

/** A deep copy of the content files with one file changed. */
function withChange(path: string, change: (data: any) => void): ContentFile[] {
  return read.files.map((f) => {
    if (f.path !== path) return f;
    const data = structuredClone(f.data);
    change(data);
    return { path: f.path, data };
  });
}
const problemsOf = (files: readonly ContentFile[]) => validateContent(files).problems;

const reviewed = content.reviews[0]!;
const reviewedPath = read.files.find((f) => f.path.startsWith('reviews/') && (f.data as any).partner.id === reviewed.partner.id)!.path;
const reviewedPartnerFile = read.files.find(
  (f) => f.path.startsWith('partners/') && (f.data as any).type === reviewed.partner.type && (f.data as any).id === reviewed.partner.id,
)!;
const withOffer = read.files.find((f) => f.path.startsWith('partners/') && (f.data as any).offers?.length)!;
const withText = read.files.find((f) => f.path.startsWith('partners/') && (f.data as any).text)!;

describe('the content files', () => {
  it('every file is valid JSON, fits its schema and the cross-references hold', () => {
    expect(read.problems).toEqual([]);
    expect(result.problems).toEqual([]);
    expect(() => loadContent()).not.toThrow();
  });

  it('has every kind of content', () => {
    for (const list of [content.partners, content.reviews, content.concepts, content.faq, content.guide])
      expect(list.length).toBeGreaterThan(0);
    expect(content.partners.length + content.reviews.length + content.concepts.length + content.faq.length + content.guide.length).toBe(
      read.files.length,
    );
  });

  it('gives every partner at most one rating, and every reviewed partner a breakdown of its criteria', () => {
    for (const r of content.reviews) {
      const p = content.partners.find((x) => x.type === r.partner.type && x.id === r.partner.id);
      expect(p?.rating?.breakdown, `${r.partner.type}/${r.partner.id}`).toBeTruthy();
      expect(Object.keys(p!.rating!.breakdown!)).toEqual(RATING_CRITERIA[p!.type]);
    }
  });

  it('answers in each language fit the documented answer schemas', () => {
    for (const lang of CONTENT_LANGUAGES) {
      for (const p of content.partners) {
        const schema = answerSchemas.partners[p.type];
        const localized = localize(p, lang);
        expect([...Value.Errors(schema, localized)].map((e) => `${p.type}/${p.id} ${e.instancePath} ${e.message}`)).toEqual([]);
      }
      for (const r of content.reviews) expect(Value.Check(answerSchemas.Review, localize(r, lang))).toBe(true);
      // Concepts are answered with each section's Markdown rendered to HTML (the service does it).
      const { concepts } = JSON.parse(createContentService(content).concepts(lang).body) as { concepts: unknown[] };
      expect(concepts).toHaveLength(content.concepts.length);
      for (const c of concepts)
        expect([...Value.Errors(answerSchemas.Concept, c)].map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
      for (const f of content.faq) expect(Value.Check(answerSchemas.Faq, localize(f, lang))).toBe(true);
      for (const g of content.guide) expect(Value.Check(answerSchemas.GuideEntry, localize(g, lang))).toBe(true);
    }
  });
});

describe('the recommendation candidates', () => {
  it('are every partner of each category’s type the site may promote, with the facts its criteria read, as the partner answer holds them', () => {
    for (const lang of CONTENT_LANGUAGES) {
      const list = buildCandidates(content.partners, lang);
      for (const category of REC_CATEGORIES) {
        const expected = content.partners.filter((p) => p.type === CATEGORY_TYPE[category] && promotable(p));
        const got = list.filter((c) => c.category === category);
        expect(got.map((c) => c.id).sort(), category).toEqual(expected.map((p) => p.id).sort());
        for (const c of got) {
          const p = localize(
            expected.find((x) => x.id === c.id)!,
            lang,
          ) as any;
          expect(c.name).toBe(p.name);
          // a rating only for the kinds the methodology rates: wallets never carry one
          expect(c.rating).toBe(isRatedType(c.type) ? p.rating?.overall : undefined);
          for (const [field, fact] of Object.entries(c.facts)) {
            if (fact.from) continue; // read from another record: checked below
            if (field === 'category') expect(fact).toEqual({ value: p.category, provenance: { kind: 'catalogue' } });
            else if (field === 'offers.0') {
              const { provenance, ...offer } = p.offers[0];
              expect(fact).toEqual({ value: offer, provenance });
            } else {
              const at = field.split('.').reduce((o: any, k) => o?.[k], p);
              expect(fact, `${c.id} ${field}`).toEqual({ value: at.value, provenance: at.provenance });
            }
          }
          expect(c.availability ?? []).toEqual(p.availability ?? []);
        }
      }
    }
  });

  it('are in category order (the wizard’s), then in their directory order', () => {
    const list = buildCandidates(content.partners, 'en');
    const order = new Map(content.partners.map((p) => [`${p.type}/${p.id}`, p.order]));
    const keys = list.map((c) => [REC_CATEGORIES.indexOf(c.category), order.get(`${c.type}/${c.id}`)!]);
    expect(keys).toEqual([...keys].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!));
  });

  it('an exchange reads its app’s platforms from the app record of the same id, saying so', () => {
    const list = buildCandidates(content.partners, 'en');
    const binance = list.find((c) => c.category === 'exchanges' && c.id === 'binance')!;
    const app = content.partners.find((p) => p.type === 'app' && p.id === 'binance') as any;
    expect(binance.facts['facts.platforms']).toEqual({
      value: app.facts.platforms.value,
      provenance: app.facts.platforms.provenance,
      from: { type: 'app', id: 'binance' },
    });
  });

  it('the directory offered to the server finds every partner and knows which have a review', () => {
    const { directory } = createContentService(content);
    for (const p of content.partners) expect(directory.find(p.type, p.id)?.officialUrl).toBe(p.officialUrl);
    for (const r of content.reviews) expect(directory.hasReview(r.partner.type, r.partner.id)).toBe(true);
    const unreviewed = content.partners.find((p) => !content.reviews.some((r) => r.partner.type === p.type && r.partner.id === p.id))!;
    expect(directory.hasReview(unreviewed.type, unreviewed.id)).toBe(false);
  });

  it('the journey links only to listed partners the site may promote', () => {
    const { directory } = createContentService(content);
    for (const list of Object.values(JOURNEY_OPTIONS))
      for (const o of list) if (o.kind === 'link') expect(directory.find(o.partner.type, o.partner.id)?.promotable, o.id).toBe(true);
  });
});

describe('validation catches', () => {
  it('a rating on a kind the methodology does not rate (wallets)', () => {
    const wallet = read.files.find((f) => f.path.startsWith('partners/wallets/'))!;
    const files = withChange(wallet.path, (d) => (d.rating = { overall: 4.7, breakdown: null }));
    expect(problemsOf(files)).toContain(`${wallet.path}: /rating must be absent: the methodology does not rate a wallet`);
  });

  it('a missing language', () => {
    const files = withChange(withText.path, (d) => delete d.text.pt);
    expect(problemsOf(files)).toContain(`${withText.path}: /text is missing pt`);
  });

  it('a language whose text has other keys than English', () => {
    const files = withChange(withText.path, (d) => {
      d.text.de.extraNote = 'x';
      d.text.de = { ...d.text.de };
    });
    const problems = problemsOf(files);
    expect(problems.some((p) => p.startsWith(`${withText.path}: `))).toBe(true);
  });

  it('a list with a different number of entries in one language', () => {
    const file = read.files.find((f) => Array.isArray((f.data as any).text?.en?.features) && (f.data as any).text.en.features.length > 1)!;
    const files = withChange(file.path, (d) => d.text.es.features.pop());
    expect(problemsOf(files).join('\n')).toMatch(new RegExp(`${file.path}: /text/es/features has \\d+ entries instead of \\d+`));
  });

  it('a reviewed partner without a rating breakdown', () => {
    const files = withChange(reviewedPartnerFile.path, (d) => (d.rating.breakdown = null));
    expect(problemsOf(files).join('\n')).toContain(`needs a /rating with a breakdown to be reviewed`);
  });

  it('a breakdown with other criteria than its type has', () => {
    const files = withChange(reviewedPartnerFile.path, (d) => {
      const [first] = Object.keys(d.rating.breakdown);
      delete d.rating.breakdown[first!];
    });
    expect(problemsOf(files).join('\n')).toContain(`${reviewedPartnerFile.path}: /rating/breakdown must have exactly`);
  });

  it('an overall rating that is not the weighted mean of its breakdown', () => {
    const files = withChange(reviewedPartnerFile.path, (d) => (d.rating.overall = Math.min(5, d.rating.overall + 0.2)));
    const overall = Math.min(5, (reviewedPartnerFile.data as any).rating.overall + 0.2);
    expect(problemsOf(files)).toContain(
      `${reviewedPartnerFile.path}: /rating/overall must be ${(reviewedPartnerFile.data as any).rating.overall}, the weighted mean of its breakdown to one decimal (is ${overall})`,
    );
  });

  it('a raised sub-score without the overall rating moving with it', () => {
    const files = withChange(reviewedPartnerFile.path, (d) => {
      for (const k of Object.keys(d.rating.breakdown)) d.rating.breakdown[k] = 5;
    });
    expect(problemsOf(files).join('\n')).toContain(`${reviewedPartnerFile.path}: /rating/overall must be 5,`);
  });

  // Facts first: every fact, offer and fact note says where it comes from.
  it('a fact without its provenance', () => {
    const file = read.files.find((f) => f.path.startsWith('partners/') && (f.data as any).facts)!;
    const fact = Object.keys((file.data as any).facts)[0]!;
    const files = withChange(file.path, (d) => delete d.facts[fact].provenance);
    expect(problemsOf(files)).toContain(`${file.path}: /facts/${fact} is missing provenance`);
  });
  it('an offer without its provenance', () => {
    const files = withChange(withOffer.path, (d) => delete d.offers[0].provenance);
    expect(problemsOf(files)).toContain(`${withOffer.path}: /offers/0 is missing provenance`);
  });

  it('a check whose source is not an https address or whose date is not a date', () => {
    const file = read.files.find((f) => f.path.startsWith('partners/') && (f.data as any).facts)!;
    const fact = Object.keys((file.data as any).facts)[0]!;
    const noSource = withChange(
      file.path,
      (d) => (d.facts[fact].provenance = { kind: 'checked', source: 'see website', checked: '2026-11-27' }),
    );
    expect(problemsOf(noSource).join('\n')).toContain(`${file.path}: /facts/${fact}/provenance/source`);
    const noDate = withChange(
      file.path,
      (d) => (d.facts[fact].provenance = { kind: 'checked', source: 'https://example.com/fees', checked: 'recently' }),
    );
    expect(problemsOf(noDate).join('\n')).toContain(`${file.path}: /facts/${fact}/provenance/checked`);
  });

  it('a catalogue fact that claims a check date', () => {
    const file = read.files.find((f) => f.path.startsWith('partners/') && (f.data as any).facts)!;
    const fact = Object.keys((file.data as any).facts)[0]!;
    const files = withChange(file.path, (d) => (d.facts[fact].provenance = { kind: 'catalogue', checked: '2026-11-22' }));
    expect(problemsOf(files)).toEqual([`${file.path}: /facts/${fact}/provenance has unknown field(s) checked`]);
  });

  it('a review of a partner that is not listed', () => {
    const files = withChange(reviewedPath, (d) => (d.partner.id = 'not-listed'));
    expect(problemsOf(files).join('\n')).toContain(`/partner ${reviewed.partner.type}/not-listed is not a listed partner`);
  });

  it('an id that is not the file name', () => {
    const files = withChange(withText.path, (d) => (d.id = 'another-id'));
    expect(problemsOf(files)).toContain(`${withText.path}: /id 'another-id' must equal the file name`);
  });

  it('an offer sentence whose placeholders do not match its values', () => {
    const files = withChange(withOffer.path, (d) => (d.offers[0].values = { ...d.offers[0].values, unused: { kind: 'number', value: 1 } }));
    expect(problemsOf(files).join('\n')).toContain(`${withOffer.path}: /offers/0/text/en uses placeholders`);
  });

  it('a status other than active without a note', () => {
    const file = read.files.find((f) => (f.data as any).status && (f.data as any).status !== 'active')!;
    const files = withChange(file.path, (d) => CONTENT_LANGUAGES.forEach((l) => delete d.text[l].status));
    expect(problemsOf(files).join('\n')).toContain(`${file.path}: status '${(file.data as any).status}' needs a status note`);
  });
});

describe('loadContent', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-content-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('stops with one error that lists every invalid file and field', () => {
    mkdirSync(join(dir, 'partners/tools'), { recursive: true });
    mkdirSync(join(dir, 'concepts'), { recursive: true });
    writeFileSync(join(dir, 'partners/tools/broken.json'), '{ "id": ');
    const tool = structuredClone(read.files.find((f) => f.path.startsWith('partners/tools/'))!.data) as any;
    tool.id = 'half-tool';
    tool.officialUrl = 'http://insecure.example';
    writeFileSync(join(dir, 'partners/tools/half-tool.json'), JSON.stringify(tool));
    writeFileSync(join(dir, 'concepts/empty.json'), '{}');

    let error: unknown;
    try {
      loadContent(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentInvalidError);
    const message = (error as Error).message;
    expect(message).toContain('partners/tools/broken.json: not valid JSON');
    expect(message).toContain('partners/tools/half-tool.json: /officialUrl must match pattern');
    expect(message).toContain('concepts/empty.json: / is missing');
  });
});

describe('the seed files of the content folder (read by the promotions and blog modules)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'coinatlas-seed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const listed = (type: string, id: string) => content.partners.some((p) => p.type === type && p.id === id);

  it('are valid: every promotion names a partner of the folder, every post has its body', () => {
    expect(loadPromotionSeeds(listed).length).toBeGreaterThan(0);
    const blog = loadBlogSeeds();
    expect(blog.posts.length).toBeGreaterThan(0);
    for (const p of blog.posts) expect(p.body.trim().length, p.slug).toBeGreaterThan(0);
  });

  it('stop start-up with every problem listed', () => {
    mkdirSync(join(dir, 'seed/promotions'), { recursive: true });
    mkdirSync(join(dir, 'seed/blog'), { recursive: true });
    const { active: _a, startsAt: _s, endsAt: _e, ...promotion } = loadPromotionSeeds(listed)[0]!;
    writeFileSync(join(dir, 'seed/promotions/elsewhere.json'), JSON.stringify({ ...promotion, id: 'elsewhere', partnerId: 'not-listed' }));
    const { body: _body, ...meta } = loadBlogSeeds().posts[0]!;
    writeFileSync(join(dir, `seed/blog/${meta.slug}.json`), JSON.stringify(meta));
    const messageOf = (load: () => unknown) => {
      try {
        load();
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(messageOf(() => loadPromotionSeeds(listed, dir))).toBe(
      `Invalid promotion seeds in the content folder (1 problem):\n- seed/promotions/elsewhere.json: partnerId 'not-listed' is not a listed ${promotion.partnerType}`,
    );
    expect(messageOf(() => loadBlogSeeds(dir))).toBe(
      `Invalid blog seeds in the content folder (1 problem):\n- seed/blog/${meta.slug}.json: the post needs its Markdown body in ${meta.slug}.md`,
    );
  });
});
