import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { QueryRunner } from 'typeorm';
import {
  appliedFunctionFiles,
  ensureFunctionFilesTable,
  functionDefinition,
  recordFunctionFile,
  runFunctionFile,
} from './functions.queries';

/*
 * The repeatable step: the database functions that own a rule (claiming a handle, confirming it,
 * queueing a job) are `<function name>.sql` files beside the feature that owns them, not copies
 * inside migrations, so that changing a rule is a one-file diff. After the ordinary migrations,
 * under the same lock, each file whose checksum differs from the one recorded in
 * `database_functions` is run again (its CREATE OR REPLACE statements) and recorded, in one
 * transaction. A database made before the step existed already has the functions: the step's first
 * run re-creates them from their files and owns them from then on.
 */

/** Where the files are looked for: backend/src under ts-node and jest, backend/dist once built (the build copies them). */
export const FUNCTIONS_ROOT = path.resolve(__dirname, '..');

export interface FunctionFile {
  /** Path under the root, with forward slashes: the file's key in `database_functions`. */
  file: string;
  /** The function the file defines, named by the file. */
  name: string;
  sql: string;
  /** SHA-256 of the file's bytes. */
  checksum: string;
}

/** Every `*.sql` file under `root`, in path order (a file's functions may call those of a file before it). */
export function functionFiles(root = FUNCTIONS_ROOT): FunctionFile[] {
  return sqlFilesUnder(root)
    .map((absolute) => {
      const file = path.relative(root, absolute).split(path.sep).join('/');
      const name = path.basename(absolute, '.sql');
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${file}: a function file is named after its function, in lower_snake_case`);
      const bytes = fs.readFileSync(absolute);
      return { file, name, sql: bytes.toString('utf8'), checksum: createHash('sha256').update(bytes).digest('hex') };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

function sqlFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sqlFilesUnder(full);
    return entry.isFile() && entry.name.endsWith('.sql') ? [full] : [];
  });
}

/**
 * Re-creates the functions of every file that changed since it was last applied (or never was) and
 * records it; the others are left alone. The caller holds the migrations' lock on `runner`'s
 * connection. Answers the files applied.
 */
export async function applyFunctionFiles(runner: QueryRunner, root = FUNCTIONS_ROOT): Promise<string[]> {
  await ensureFunctionFilesTable(runner);
  const applied = await appliedFunctionFiles(runner);
  const ran: string[] = [];
  for (const file of functionFiles(root)) {
    if (applied.get(file.file)?.checksum === file.checksum) continue;
    await runner.startTransaction();
    try {
      await runFunctionFile(runner, file.sql);
      const definition = await functionDefinition(runner, file.name);
      if (definition === null) throw new Error(`${file.file} defines no function named ${file.name}`);
      await recordFunctionFile(runner, file.file, { checksum: file.checksum, definition });
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction();
      throw error;
    }
    ran.push(file.file);
  }
  return ran;
}

/**
 * Where the database's functions and their files disagree, one line each: a file never applied or
 * changed since, or a function replaced by something else than its file (by hand, or by a
 * migration that copied it). Empty when they agree.
 */
export async function functionDrift(runner: QueryRunner, root = FUNCTIONS_ROOT): Promise<string[]> {
  const applied = await appliedFunctionFiles(runner);
  const drift: string[] = [];
  for (const file of functionFiles(root)) {
    const record = applied.get(file.file);
    if (!record) {
      drift.push(`${file.file}: never applied`);
    } else if (record.checksum !== file.checksum) {
      drift.push(`${file.file}: changed since it was applied`);
    } else if ((await functionDefinition(runner, file.name)) !== record.definition) {
      drift.push(`${file.file}: the database's ${file.name} is not the one this file created`);
    }
  }
  return drift;
}
