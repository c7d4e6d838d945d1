/**
 * TypeORM's raw `query()` answers UPDATE and DELETE with `[rows, rowCount]` but INSERT and SELECT
 * with `rows`; this gives the rows either way.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return Array.isArray(result) ? (result as T[]) : [];
}
