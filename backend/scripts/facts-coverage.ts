/**
 * How many exchange records answer a reader's first questions in a country: an availability entry for it,
 * a licence in force covering it, a payment method in its currency. Reads backend/content (the records the
 * database is seeded from) and prints a Markdown table for DE, ES, BR and US, or for the countries named with
 * `--country XX` (repeatable). With --check it exits 1 when a country is under the targets, or when a
 * content file is invalid (its records would not be counted).
 *
 *   npm run facts:coverage -- --country FR --country PT --check
 */
import { parseCountryCode } from '@coinatlas/domain/region/region';
import { readContentFiles } from '../src/modules/content/adapters/fs-content.js';
import {
  COVERAGE_COUNTRIES,
  COVERAGE_TARGETS,
  coverageTable,
  factsCoverage,
  shortfalls,
} from '../src/modules/content/domain/facts-coverage.js';
import { validateContent } from '../src/modules/content/domain/validate.js';

export { factsCoverage, coverageTable, shortfalls, COVERAGE_COUNTRIES, COVERAGE_TARGETS };

const args = process.argv.slice(2);
const check = args.includes('--check');
const named: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i]!;
  if (a === '--check') continue;
  const value = a === '--country' ? args[++i] : a.startsWith('--country=') ? a.slice('--country='.length) : undefined;
  const code = value === undefined ? null : parseCountryCode(value);
  if (!code) {
    console.error(
      value === undefined && a !== '--country'
        ? `Unknown argument '${a}'. Use --country XX (repeatable) and --check.`
        : `--country needs an ISO 3166-1 alpha-2 code (e.g. FR), not '${value ?? ''}'.`,
    );
    process.exit(2);
  }
  named.push(code);
}
const countries = named.length ? [...new Set(named)] : [...COVERAGE_COUNTRIES];

const read = readContentFiles();
const { content, problems } = validateContent(read.files);
const invalid = [...read.problems, ...problems];
if (invalid.length)
  console.error(`The content folder has ${invalid.length} problem(s); invalid records are not counted:\n${invalid.join('\n')}\n`);

const rows = countries.map((c) => factsCoverage(content.partners, c));
console.log(coverageTable(rows));

if (check) {
  const under = rows.flatMap((r) => shortfalls(r).map((s) => `${r.country}: ${s}`));
  if (under.length || invalid.length) {
    if (under.length) console.error(`\nUnder the targets:\n${under.join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery country meets the targets.');
}
