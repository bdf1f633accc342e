/**
 * Which partner pages are too thin to be indexed (issue 37): every page's fact score against the threshold
 * (`@coinatlas/domain/partners/thin-page`), how many pages fall under it per kind, and for each of those the
 * facts that would lift it. Also lists the providers whose records share one page (one provider, one page).
 * Reads backend/content (the records the database is seeded from). Each page exists in the four languages.
 *
 *   npm run pages:thin            the counts, the thin pages and what would lift each
 *   npm run pages:thin -- --all   every page with its score
 */
import { partnerPath } from '@coinatlas/domain/partners/pages';
import { THIN_PAGE_THRESHOLD } from '@coinatlas/domain/partners/thin-page';
import { readContentFiles } from '../src/modules/content/adapters/fs-content.js';
import { validateContent } from '../src/modules/content/domain/validate.js';
import { PARTNER_TYPES } from '../src/modules/content/domain/schema.js';
import { createContentService } from '../src/modules/content/service.js';

const all = process.argv.includes('--all');
const read = readContentFiles();
const { content, problems } = validateContent(read.files);
const invalid = [...read.problems, ...problems];
if (invalid.length) {
  console.error(`The content folder has ${invalid.length} problem(s):\n${invalid.join('\n')}`);
  process.exit(1);
}
const service = createContentService(content);
const pages = content.partners.flatMap((p) => {
  const info = service.partnerPage(p.type, p.id)!;
  return info.section ? [] : [{ p, info }];
});

console.log(`Threshold: ${THIN_PAGE_THRESHOLD} facts (a written review counts as enough).\n`);
console.log('| kind | pages | under the threshold | noindex in all |');
console.log('| --- | ---: | ---: | ---: |');
for (const type of PARTNER_TYPES) {
  const of = pages.filter(({ p }) => p.type === type);
  console.log(
    `| ${type} | ${of.length} | ${of.filter(({ info }) => info.score.thin).length} | ${of.filter(({ info }) => !info.indexable).length} |`,
  );
}
const thin = pages.filter(({ info }) => info.score.thin);
console.log(
  `\n${thin.length} of ${pages.length} partner pages are under the threshold (${thin.length * 4} URLs in four languages); ` +
    `${pages.filter(({ info }) => !info.indexable).length} answer noindex in all (thin, or facts only without a review).\n`,
);
for (const { p, info } of all ? pages : thin)
  console.log(
    `${partnerPath(p.type, p.id)}  ${info.score.score}/${THIN_PAGE_THRESHOLD}` +
      (info.score.thin ? `  would be lifted by: ${info.score.missing.join(', ')}` : '') +
      (info.roles.length ? `  (also shows ${info.roles.map((r) => `${r.type}/${r.id}`).join(', ')})` : ''),
  );

const merged = pages.filter(({ info }) => info.roles.length > 0);
console.log(`\n${merged.length} providers have one page for several roles (the other addresses answer 301):`);
for (const { p, info } of merged)
  console.log(`${partnerPath(p.type, p.id)}  ←  ${info.roles.map((r) => `${partnerPath(r.type, r.id)}`).join(', ')}`);
