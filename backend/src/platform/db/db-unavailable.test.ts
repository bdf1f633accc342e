import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './db-unavailable.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['not accepting connections', pgError('55000', 'database "x" is not currently accepting connections')],
    ['too many connections', pgError('53300', 'sorry, too many clients already')],
    ['admin shutdown', pgError('57P01', 'terminating connection due to administrator command')],
    ['starting up', pgError('57P03', 'the database system is starting up')],
    ['statement timeout', pgError('57014', 'canceling statement due to statement timeout')],
    ['query read timeout', new Error('Query read timeout')],
    ['connect timeout', new Error('timeout exceeded when trying to connect')],
    // pg's Client gives up on a connection that never answers (connectionTimeoutMillis): a silent database
    ['connection timeout (pg Client)', new Error('timeout expired')],
    ['connection timeout, as the pool reports it', new Error('Connection terminated due to connection timeout')],
    ['pool acquire timeout', Object.assign(new Error('Knex: Timeout acquiring a connection.'), { name: 'KnexTimeoutError' })],
    ['dual-stack refusal', Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]), {})],
  ])('%s is "unavailable"', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('23505')],
    ['another object-state error', pgError('55000', 'currval of sequence "s" is not yet defined in this session')],
    ['a NUL in text', pgError('22021')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is not', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
