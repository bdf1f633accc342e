/**
 * The architecture's import rules, checked by dependency-cruiser in `make test` (npm run lint:deps).
 * Each rule says why it exists; a violation names the rule and the two files.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'shared-domain-is-pure',
      severity: 'error',
      comment:
        'packages/domain runs on the server and in the browser: it imports only its own files and typebox (schemas are rules too, and typebox is pure; tests may use the test runner and property-testing libraries).',
      from: { path: '^packages/domain/src/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^packages/domain/src/', '^node_modules/typebox/'] },
    },
    {
      name: 'client-carries-no-schema-library',
      severity: 'error',
      comment: "The shared package's wire schemas (typebox) are the server's: the browser reads their types, never the library.",
      from: { path: '^frontend/src/' },
      to: { path: ['^packages/domain/src/provenance/provenance-schema\\.ts$', '^node_modules/typebox/'] },
    },
    {
      name: 'module-domain-is-pure',
      severity: 'error',
      comment:
        "A module's domain/ holds pure rules: it imports only its own domain/ files, the shared domain package and typebox (schemas are rules too, and typebox is pure).",
      from: { path: '^backend/src/modules/([^/]+)/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^backend/src/modules/$1/domain/', '^packages/domain/src/', '^node_modules/typebox/'] },
    },
    {
      name: 'modules-are-private',
      severity: 'error',
      comment:
        "A backend module never imports another module's files: shared infrastructure lives in platform/, shared rules in packages/domain, and cross-module services are decorators on the app, typed in the offering module's contract.ts (the one file another module may import, types only).",
      from: { path: '^backend/src/modules/([^/]+)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^backend/src/modules/', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/contract\\.ts$'] },
    },
    {
      name: 'adapters-are-wired-by-the-plugin',
      severity: 'error',
      comment:
        "Only a module's plugin.ts picks its adapters (and an adapter may use a sibling). Routes, services and helpers " +
        'see ports (types in ports.ts) and domain types: a service runs in a unit test on in-memory adapters, and an ' +
        'adapter is swapped without touching the code that uses it.',
      from: { path: '^backend/src/modules/([^/]+)/', pathNot: ['^backend/src/modules/[^/]+/(plugin\\.ts|adapters/)', '\\.test\\.ts$'] },
      to: { path: '^backend/src/modules/$1/adapters/' },
    },
    {
      name: 'media-store-is-wired-at-the-edges',
      severity: 'error',
      comment:
        'The disk media store is an adapter of platform/media: app.ts and the plugins create it, everything else ' +
        'sees the MediaStore port (platform/media/ports.ts).',
      from: { path: '^backend/src/', pathNot: ['^backend/src/(app\\.ts|modules/[^/]+/plugin\\.ts)$', '\\.test\\.ts$'] },
      to: { path: '^backend/src/platform/media/disk-media-store\\.ts$' },
    },
    {
      name: 'platform-knows-no-module',
      severity: 'error',
      comment: 'platform/ is infrastructure every module uses; it must not depend on any module.',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'client-features-are-independent',
      severity: 'error',
      comment:
        'A client feature never imports another feature: pages compose features in app/, shared pieces move down to components/ or lib/.',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'client-layers-point-down',
      severity: 'error',
      comment: 'components/ and lib/ never import features/ or app/; features/ never import app/.',
      from: { path: '^frontend/src/(components|lib|i18n)/' },
      to: { path: '^frontend/src/(features|app)/' },
    },
    {
      name: 'features-do-not-import-app',
      severity: 'error',
      from: { path: '^frontend/src/features/' },
      to: { path: '^frontend/src/app/' },
    },
    {
      name: 'workspaces-meet-through-exports',
      severity: 'error',
      comment:
        "Workspaces import each other only by package name through the package's exports map, never by a path into another workspace.",
      from: { path: '^(backend|frontend)/' },
      to: { path: '^packages/', dependencyTypes: ['local', 'aliased-tsconfig', 'aliased-tsconfig-paths'] },
    },
    {
      name: 'client-never-imports-server',
      severity: 'error',
      from: { path: '^frontend/' },
      to: { path: '^backend/' },
    },
    {
      name: 'server-never-imports-client',
      severity: 'error',
      from: { path: '^(backend|packages)/' },
      to: { path: '^frontend/' },
    },
    {
      name: 'runtime-uses-production-dependencies',
      severity: 'error',
      comment:
        "Code the production server runs imports only its workspace's `dependencies`: the image installs them alone (`npm ci --omit=dev`). " +
        'Exceptions: tests, and vite-dev.ts, which app.ts loads only under VITE_DEV (make dev) with Vite and middie from the dev install.',
      from: {
        path: '^(backend/src|packages/domain/src|frontend/src)/',
        pathNot: ['\\.test\\.tsx?$', '^backend/src/platform/pages/vite-dev\\.ts$'],
      },
      to: { dependencyTypes: ['npm-dev', 'npm-no-pkg', 'npm-unknown'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles make initialisation order fragile; break them by moving the shared piece down.',
      from: { pathNot: '\\.d\\.ts$' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.deps.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['source', 'import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
    },
  },
};
