/**
 * html-validate (https://html-validate.org), recommended preset, over the server-rendered pages
 * (tests/e2e/html-validate.test.ts). The rules turned off below judge how valid HTML is spelled, not
 * whether it is valid or accessible; React writes the markup, and each one names what React writes.
 */
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // `<!doctype html>` in lower case is the HTML standard's own spelling; the letter case is style.
    'doctype-style': 'off',
    // React serializes void elements as `<meta ... />`; the HTML syntax allows the trailing slash on them.
    'void-style': 'off',
    // React writes `hrefLang` as its DOM property is spelled; HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React writes boolean attributes as `checked=""` and `hidden=""`; the HTML syntax allows the empty value.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // HTML allows any id without white space; React's useId ids begin with `_` and partner ids may begin with
    // a digit (`1inch`). The relaxed check still refuses white space and empty ids.
    'valid-id': ['error', { relaxed: true }],
    // The few inline styles come from UI primitives (Radix) and are allowed by their hashes in the CSP
    // (platform/pages/page-renderer.ts); where styles live is a code-style choice.
    'no-inline-style': 'off',
    // Title length is a search-snippet concern, not validity: the SEO audit checks it with its own limit
    // (backend/src/modules/seo-audit/domain/checks.ts).
    'long-title': 'off',
  },
};
