/**
 * The one rule for text the site stores, shared by the server's input check, the content records, author
 * profiles and the contact form:
 * - no control characters (C0, DEL, C1): a multi-line text may hold line feeds, carriage returns and tabs;
 * - no lone surrogates (unpaired UTF-16 halves): they are no Unicode text, and Postgres refuses them in JSON;
 * - a single-line field (a name, title, slug or label) holds no line break or tab;
 * - a name holds no bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069), which would let it
 *   show its text reversed or reorder what surrounds it.
 */
export type TextKind = 'text' | 'line' | 'name';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LINE_BREAK = /[\n\r]/;
// a high half not followed by a low one, or a low half not preceded by a high one (no lookbehind: older
// browsers run this too)
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** Why `value` cannot be stored as a field of this kind (e.g. "must not contain control characters"), or undefined. */
export function storedTextProblem(value: string, kind: TextKind): string | undefined {
  if (CONTROL.test(value) || (kind !== 'text' && value.includes('\t'))) return 'must not contain control characters';
  if (LONE_SURROGATE.test(value)) return 'must not contain lone surrogates (unpaired UTF-16 halves)';
  if (kind !== 'text' && LINE_BREAK.test(value)) return 'must be one line (no line breaks)';
  if (kind === 'name' && BIDI_CONTROL.test(value))
    return 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)';
  return undefined;
}
