import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'frontend/src/lib/api/schema.d.ts',
      'data/**',
      'test-results/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // config.ts is the only reader of the environment: everything else gets a typed, validated value.
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/config.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through backend/src/config.ts.' },
      ],
    },
  },
  {
    files: ['frontend/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Every partner call to action carries its disclosure: pages link to partners through PartnerCta
    // (components/partner-cta.tsx). The price table's Trade links share one disclosure under the table.
    files: ['frontend/src/**/*.{ts,tsx}'],
    ignores: ['frontend/src/components/partner-cta.tsx', 'frontend/src/features/prices/price-table.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/components/outbound-link',
              importNames: ['OutboundLink'],
              message: 'Link to partners with PartnerCta (@/components/partner-cta): it puts the disclosure beside the link.',
            },
          ],
        },
      ],
    },
  },
  {
    // The site's languages are written out once: SITE_LANGUAGES and SiteLanguage in @coinatlas/domain/routes/localized.
    files: ['packages/domain/src/**/*.ts', 'backend/src/**/*.ts', 'frontend/src/**/*.{ts,tsx}'],
    ignores: ['packages/domain/src/routes/localized.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          // ['en', 'es', 'de', 'pt'], in any order
          "ArrayExpression:has(> Literal[value='en']):has(> Literal[value='es']):has(> Literal[value='de']):has(> Literal[value='pt'])",
          // Type.Union([Type.Literal('en'), ...])
          "ArrayExpression:has(> CallExpression[arguments.0.value='en']):has(> CallExpression[arguments.0.value='es']):has(> CallExpression[arguments.0.value='de']):has(> CallExpression[arguments.0.value='pt'])",
          // 'en' | 'es' | 'de' | 'pt'
          "TSUnionType:has(> TSLiteralType[literal.value='en']):has(> TSLiteralType[literal.value='es']):has(> TSLiteralType[literal.value='de']):has(> TSLiteralType[literal.value='pt'])",
        ].map((selector) => ({
          selector,
          message: "Use SITE_LANGUAGES / SiteLanguage from '@coinatlas/domain/routes/localized': the language list is written once.",
        })),
      ],
    },
  },
);
