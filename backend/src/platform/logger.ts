import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.js';

/** pino JSON with request ids; pretty only on a terminal. Secrets, cookies and emails are redacted. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.email', '*.password'],
      censor: '[redacted]',
    },
    ...(process.stdout.isTTY && config.env !== 'production'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } } }
      : {}),
  };
}
