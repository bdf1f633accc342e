import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';
import { requestSerializer } from './request-log.js';

/**
 * pino JSON with request ids; pretty only on a terminal. Secrets, cookies and emails are redacted, and
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
    ...(process.stdout.isTTY && config.env !== 'production'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  };
}
