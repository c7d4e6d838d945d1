import type { QueryRunner } from 'typeorm';
import { returnedRows } from './returned-rows';

/** What the repeatable step recorded of a function file when it last applied it. */
export interface AppliedFunctionFile {
  checksum: string;
  /** Fingerprint of the database's functions of the file's name right after it ran. */
  definition: string;
}

/** Made by the step itself, like TypeORM's own `migrations` table: no entity or migration owns it. */
export async function ensureFunctionFilesTable(runner: QueryRunner): Promise<void> {
  await runner.query(`
    CREATE TABLE IF NOT EXISTS database_functions (
      file text PRIMARY KEY,
      checksum char(64) NOT NULL,
      definition char(64) NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
}

/** Every file the step has applied, by its path under the source root; empty before its first run. */
export async function appliedFunctionFiles(runner: QueryRunner): Promise<Map<string, AppliedFunctionFile>> {
  const [{ present }] = returnedRows<{ present: boolean }>(
    await runner.query("SELECT to_regclass('database_functions') IS NOT NULL AS present"),
  );
  if (!present) return new Map();
  const rows = returnedRows<{ file: string } & AppliedFunctionFile>(
    await runner.query('SELECT file, checksum, definition FROM database_functions'),
  );
  return new Map(rows.map((r) => [r.file, { checksum: r.checksum, definition: r.definition }]));
}

/** Runs a function file's statements as they are written (CREATE OR REPLACE FUNCTION …). */
export async function runFunctionFile(runner: QueryRunner, sql: string): Promise<void> {
  await runner.query(sql);
}

/**
 * SHA-256 of PostgreSQL's own definitions of every function called `name` in the current schema
 * (all its overloads), or null when there is none. It changes whenever one of them is replaced by
 * anything else than its file.
 */
export async function functionDefinition(runner: QueryRunner, name: string): Promise<string | null> {
  const [{ definition }] = returnedRows<{ definition: string | null }>(
    await runner.query(
      `SELECT encode(sha256(convert_to(string_agg(pg_get_functiondef(p.oid), E'\\n' ORDER BY p.oid::regprocedure::text), 'UTF8')), 'hex')
            AS definition
       FROM pg_proc p
      WHERE p.proname = $1 AND p.pronamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema())`,
      [name],
    ),
  );
  return definition;
}

export async function recordFunctionFile(runner: QueryRunner, file: string, applied: AppliedFunctionFile): Promise<void> {
  await runner.query(
    `INSERT INTO database_functions (file, checksum, definition) VALUES ($1, $2, $3)
     ON CONFLICT (file) DO UPDATE SET checksum = EXCLUDED.checksum, definition = EXCLUDED.definition, applied_at = now()`,
    [file, applied.checksum, applied.definition],
  );
}
