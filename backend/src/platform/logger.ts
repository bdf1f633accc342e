import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config.js';
import { requestSerializer } from './request-log.js';

/** pino-pretty is a development dependency: a production install (`npm ci --omit=dev`) does not have it. */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * pino JSON with request ids; pretty only on a terminal outside production, when pino-pretty is installed. Secrets, cookies and emails are redacted, and
 * request URLs are logged without their query string.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    serializers: { req: requestSerializer },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.email', '*.password'],
      censor: '[redacted]',
    },
    ...(process.stdout.isTTY && config.env !== 'production' && prettyInstalled()
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  };
}

/**
 * The server's one logger, made before the database so knex reports through it too (create-db.ts); the app
 * takes it as its logger instance, so every line of the process is a JSON line of this logger.
 */
export function createLogger(config: Config): Logger {
  return pino(loggerOptions(config) as LoggerOptions);
}
