import { describe, expect, it } from 'vitest';
import { storedTextProblem } from './stored-text.js';

const CONTROL = 'must not contain control characters';
const SURROGATE = 'must not contain lone surrogates (unpaired UTF-16 halves)';
const ONE_LINE = 'must be one line (no line breaks)';
const BIDI = 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)';

describe('the stored-text rule', () => {
  it('takes any well-formed text without control characters, in every kind of field', () => {
    for (const kind of ['text', 'line', 'name'] as const)
      for (const ok of ['', 'Kraken', 'Zürich 東京 🚀', 'x'.repeat(10_000), '\u00a0non-breaking\u200bzero width', '\ud83d\ude80'])
        expect([kind, ok, storedTextProblem(ok, kind)]).toEqual([kind, ok, undefined]);
  });

  it('refuses NUL, the other C0 controls, DEL and C1 controls everywhere', () => {
    for (const kind of ['text', 'line', 'name'] as const)
      for (const c of ['\u0000', '\u0007', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0080', '\u009b', '\u009f'])
        expect([kind, c.charCodeAt(0), storedTextProblem(`a${c}b`, kind)]).toEqual([kind, c.charCodeAt(0), CONTROL]);
  });

  it('refuses lone surrogates, high or low, anywhere in the text', () => {
    for (const kind of ['text', 'line', 'name'] as const)
      for (const s of ['\ud800', 'a\ud800b', 'a\udc00', '\udfff', '🚀\ud83d', '\ud83d\ude80\ude80', '\ude80\ud83d'])
        expect([kind, s, storedTextProblem(s, kind)]).toEqual([kind, s, SURROGATE]);
  });

  it('lets a multi-line text hold line breaks and tabs; a single line or a name holds none', () => {
    expect(storedTextProblem('one\ntwo\r\nthree\tfour', 'text')).toBeUndefined();
    for (const kind of ['line', 'name'] as const) {
      expect(storedTextProblem('one\ntwo', kind)).toBe(ONE_LINE);
      expect(storedTextProblem('one\rtwo', kind)).toBe(ONE_LINE);
      expect(storedTextProblem('one\ttwo', kind)).toBe(CONTROL);
    }
  });

  it('refuses bidirectional overrides and isolates in names only', () => {
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(storedTextProblem(`Trading${c}View`, 'name')).toBe(BIDI);
      expect(storedTextProblem(`Trading${c}View`, 'text')).toBeUndefined();
    }
    // the marks that only hint a direction are no override
    expect(storedTextProblem('a\u200eb\u200fc', 'name')).toBeUndefined();
  });
});
