import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = { '@': r('./frontend/src') };
// Workspace packages export their TypeScript source under the "source" condition (dist is for production).
const conditions = ['source', 'node', 'development|production'];

export default defineConfig({
  test: {
    // failures print whole values (a list of console errors is the point of the assertion)
    chaiConfig: { truncateThreshold: 0 },
    projects: [
      {
        resolve: { alias, conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'backend/src/**/*.test.ts', 'frontend/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // A guard against hangs, not a speed check: a few unit tests build the whole content registry several
          // times, which took 6 s on a busy 2-core machine (vitest's default limit is 5 s).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files share each worker's module graph instead of importing it again per file (vitest's isolate):
          // 162 files spent 82 s in a clean run, 61 of them importing; 31 s without the re-imports. A test that
          // changes module state must put it back (none mocks modules).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias, conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // A guard against hangs, not a speed check: on a busy 2-core machine a suite that sends hundreds of
          // requests to an embedded Postgres can need more than 30 s.
          testTimeout: 90_000,
          // an app on the embedded database starts in seconds, but took over a minute under load
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Each file imported the whole server (and the client's renderer) again, 3-4 s a file: the 71 files took
          // 490 s on a quiet machine, 338 s sharing the graph per worker. Every suite builds its own app, database
          // and Redis prefix, so nothing but compiled modules is shared.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        resolve: { alias, conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'e2e',
          // Files share each worker's module graph: collecting the 47 files took 46 s of CPU importing the same
          // content and support modules again, 6 s sharing them. Each file starts its own server and browser.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          // A loaded 2-core machine renders lazy pages slowly; waiting longer never makes a wrong page pass.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias, conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'scale',
          // nginx in front of three built servers sharing real Postgres and Redis (tests/scale): one file at a time
          include: ['tests/scale/**/*.test.ts'],
          // guards against hangs: a rolling restart is three starts of the built server on a busy machine
          testTimeout: 900_000,
          hookTimeout: 600_000,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
