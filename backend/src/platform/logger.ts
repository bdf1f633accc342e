import { createRequire } from 'node:module';
import type { FastifyServerOptions } from 'fastify';
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
