import { QueryFailedError } from 'typeorm';
import { isBusyDatabaseError, isRetryableConflict } from './busy-database';

function failed(code: string): QueryFailedError {
  return new QueryFailedError('SELECT 1', [], Object.assign(new Error('failed'), { code }));
}

describe('isBusyDatabaseError', () => {
  it.each(['57014', '40001', '40P01', '53300', '55P03'])('reads state %s as busy', (code) => {
    expect(isBusyDatabaseError(failed(code))).toBe(true);
  });

  it('reads a pool that had no connection to give as busy', () => {
    expect(isBusyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('does not read a constraint violation or a syntax error as busy', () => {
    expect(isBusyDatabaseError(failed('23505'))).toBe(false);
    expect(isBusyDatabaseError(failed('42601'))).toBe(false);
    expect(isBusyDatabaseError(new Error('boom'))).toBe(false);
  });

  it('retries serialization failures and deadlocks only', () => {
    expect(isRetryableConflict(failed('40001'))).toBe(true);
    expect(isRetryableConflict(failed('40P01'))).toBe(true);
    expect(isRetryableConflict(failed('57014'))).toBe(false);
  });
});
