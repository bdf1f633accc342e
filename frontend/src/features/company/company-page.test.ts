import { describe, expect, it } from 'vitest';
import { companyPageOf, COMPANY_PAGES } from './company-page';

describe('which company page a path names', () => {
  it.each(COMPANY_PAGES.map((key) => [`/${key}`, key]))('%s is %s', (path, key) => {
    expect(companyPageOf(path)).toBe(key);
  });

  it.each([['/About'], ['/PRIVACY'], ['/%61bout'], ['/about%2F'], ['/contact'], ['/'], ['/about/x']])(
    '%s is none (the not-found text, no lookup of texts that do not exist)',
    (path) => {
      expect(companyPageOf(path)).toBeUndefined();
    },
  );
});
