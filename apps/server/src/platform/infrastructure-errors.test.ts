import { describe, expect, it } from 'vitest';
import { infrastructureFailure } from './infrastructure-errors.ts';
const systemError = (code: string, message = code) => Object.assign(new Error(message), { code });

describe('what counts as an outage or a full disk', () => {
  it.each([
    ['a refused connection', systemError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', systemError('ECONNRESET')],
    ['an administrator shutdown', systemError('57P01', 'terminating connection due to administrator command')],
    ['a server still starting', systemError('57P03', 'the database system is starting up')],
    ['a connection exception class', systemError('08006', 'connection failure')],
    ['a dropped pool connection', new Error('Connection terminated unexpectedly')],
    ['a closed PGlite', new Error('PGlite is closed')],
    ['one wrapped by the query builder', Object.assign(new Error('Failed query: select 1'), { cause: systemError('ECONNREFUSED') })],
  ])('%s is DATABASE_UNAVAILABLE', (_label, error) => {
    expect(infrastructureFailure(error)?.code).toBe('DATABASE_UNAVAILABLE');
  });

  it.each(['ENOSPC', 'EDQUOT'])('%s is STORAGE_FULL', (code) => {
    expect(infrastructureFailure(systemError(code))?.code).toBe('STORAGE_FULL');
  });

  it.each([
    ['a constraint violation', systemError('23505', 'duplicate key')],
    ['a syntax error', systemError('42601', 'syntax error')],
    ['a plain bug', new TypeError('x is undefined')],
  ])('%s is neither', (_label, error) => {
    expect(infrastructureFailure(error)).toBeNull();
  });
});
