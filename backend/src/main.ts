import { getHeapStatistics } from 'node:v8';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createInfrastructure } from './platform/infrastructure.js';
import { createLogger } from './platform/logger.js';
import { memoryBudget } from './platform/memory-budget.js';
import { closeGracefully } from './platform/shutdown.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  const infra = await createInfrastructure(config, { log: logger });
  const app = await buildApp({ config, ...infra, logger });
  // The parts' bounds must fit the process's budget (README, "Memory by design"); said loudly when they do not.
  const budget = memoryBudget(config, getHeapStatistics().heap_size_limit, infra.dbEngine === 'pglite');
  for (const problem of budget.problems) app.log.warn({ parts: budget.parts }, `memory budget: ${problem}`);

  closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    await closeGracefully(app); // stops accepting, waits for in-flight requests, runs onClose hooks
    await infra.close();
  });

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { database: infra.dbEngine, cache: infra.cache.kind, url: `http://${config.host}:${config.port}` },
    'CoinAtlas is listening',
  );
}

await main();
