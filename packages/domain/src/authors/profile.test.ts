import { describe, expect, it } from 'vitest';
import { bioIn, linkProblem, normalizeProfile, profileProblems, slugFromName, slugProblem, type AuthorProfileInput } from './profile.js';

const BIO = 'Writes about self-custody and exchange fees for CoinAtlas.';
const profile = (over: Partial<AuthorProfileInput> = {}): AuthorProfileInput => ({
  name: 'Ana García',
  bio: { en: BIO },
  links: [],
  ...over,
});

describe('author profile rules', () => {
  it('accepts a profile with an English bio, optional translations and service links', () => {
    expect(
      profileProblems(
        profile({
          bio: { en: BIO, de: 'Schreibt über Verwahrung und Börsengebühren.', es: '   ' },
          links: [
            { kind: 'website', url: 'https://ana.example.org/about' },
            { kind: 'x', url: 'https://x.com/ana_garcia' },
            { kind: 'mastodon', url: 'https://mastodon.social/@ana' },
            { kind: 'linkedin', url: 'https://www.linkedin.com/in/ana-garcia' },
            { kind: 'github', url: 'https://github.com/ana' },
            { kind: 'bluesky', url: 'https://bsky.app/profile/ana.bsky.social' },
          ],
        }),
      ),
    ).toEqual([]);
  });

  it('names every bad field with what is wrong', () => {
    expect(
      profileProblems(
        profile({
          name: ' A ',
          bio: { en: 'Too short.', pt: 'x'.repeat(601) },
          links: [
            { kind: 'website', url: 'http://ana.example.org' },
            { kind: 'x', url: 'https://ana.example.org/x' },
            { kind: 'website', url: 'not a url' },
            { kind: 'website', url: 'https://user:pw@ana.example.org' },
            { kind: 'website', url: 'https://localhost/' },
            { kind: 'website', url: 'https://Ana.Example.org' },
          ],
        }),
      ),
    ).toEqual([
      'name: must be 2 to 80 characters (it has 1)',
      'bio.en: must be 20 to 600 characters (it has 10)',
      'bio.pt: must be 20 to 600 characters (it has 601)',
      'links[0].url: must be an https:// address',
      'links[1].url: an X profile looks like https://x.com/<name>',
      'links[2].url: is not a web address (https://…)',
      'links[3].url: must not contain a user name or password',
      'links[4].url: needs a public host name',
    ]);
    expect(profileProblems(profile({ name: '', bio: { en: '' } }))).toEqual(['name: must not be empty', 'bio.en: must not be empty']);
    expect(profileProblems(profile({ name: 'Ana\u0000' }))).toEqual(['name: must not contain control characters']);
    // the stored-text rule: a name is one line without bidirectional controls; a bio may hold line breaks
    expect(profileProblems(profile({ name: 'Ana\nGarcía' }))).toEqual(['name: must be one line (no line breaks)']);
    expect(profileProblems(profile({ name: 'Ana \u202eaicraG' }))).toEqual([
      'name: must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)',
    ]);
    const bio = 'A bio that is long enough to be taken.';
    expect(profileProblems(profile({ bio: { en: `${bio}\n\nSecond paragraph.`, de: `${bio} \ud800` } }))).toEqual([
      'bio.de: must not contain lone surrogates (unpaired UTF-16 halves)',
    ]);
    const seven = Array.from({ length: 7 }, (_, i) => ({ kind: 'website' as const, url: `https://site${i}.example.org` }));
    expect(profileProblems(profile({ links: seven }))).toEqual(['links: at most 6 links']);
    expect(
      profileProblems(
        profile({
          links: [
            { kind: 'website', url: 'https://a.example.org' },
            { kind: 'website', url: 'https://A.example.org/' },
          ],
        }),
      ),
    ).toEqual(['links[1].url: listed twice']);
  });

  it('checks each service link against its address form', () => {
    expect(linkProblem('x', 'https://twitter.com/ana_garcia')).toBeUndefined();
    expect(linkProblem('x', 'https://x.com/ana/status/1')).toBe('an X profile looks like https://x.com/<name>');
    expect(linkProblem('linkedin', 'https://linkedin.com/company/coinatlas')).toBe(
      'a LinkedIn profile looks like https://www.linkedin.com/in/<name>',
    );
    expect(linkProblem('mastodon', 'https://mastodon.social/ana')).toBe('a Mastodon profile looks like https://<server>/@<name>');
    expect(linkProblem('github', 'https://gitlab.com/ana')).toBe('a GitHub profile looks like https://github.com/<name>');
    expect(linkProblem('website', 'javascript:alert(1)')).toBe('must be an https:// address');
    expect(linkProblem('website', `https://a.example.org/${'x'.repeat(300)}`)).toBe('must be at most 300 characters');
  });

  it('stores trimmed texts, drops empty translations and normalizes addresses', () => {
    expect(
      normalizeProfile(
        profile({
          name: '  Ana García ',
          bio: { en: ` ${BIO} `, es: '', de: ' Hallo Welt, ich schreibe hier. ' },
          links: [{ kind: 'website', url: ' https://Ana.Example.org ' }],
        }),
      ),
    ).toEqual({
      name: 'Ana García',
      bio: { en: BIO, de: 'Hallo Welt, ich schreibe hier.' },
      links: [{ kind: 'website', url: 'https://ana.example.org/' }],
    });
  });

  it('shows a bio in the reader’s language when it has one, else in English, saying which', () => {
    expect(bioIn({ en: 'English', de: 'Deutsch' }, 'de')).toEqual({ text: 'Deutsch', lang: 'de' });
    expect(bioIn({ en: 'English', de: 'Deutsch' }, 'pt')).toEqual({ text: 'English', lang: 'en' });
  });

  it('proposes and checks slugs', () => {
    expect(slugFromName('  Ana García-López ')).toBe('ana-garcia-lopez');
    expect(slugProblem('ana-garcia')).toBeUndefined();
    expect(slugProblem('Ana')).toBe('slug: use lower-case letters, digits and single hyphens (e.g. ana-garcia)');
    expect(slugProblem('a')).toBe('slug: must be 2 to 60 characters');
  });
});
