import { DeleteResult, InsertResult, UpdateResult } from 'typeorm';

/**
 * The rows a statement returned (its RETURNING rows, or a SELECT's), however it was run: TypeORM's
 * raw `query()` answers UPDATE and DELETE with `[rows, rowCount]` but INSERT and SELECT with `rows`,
 * and the query builder's insert, update and delete results carry them in `raw`.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (result instanceof InsertResult || result instanceof UpdateResult || result instanceof DeleteResult) {
    return returnedRows<T>(result.raw);
  }
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return Array.isArray(result) ? (result as T[]) : [];
}
