import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { DataSource, QueryRunner } from 'typeorm';
import { applyFunctionFiles, functionDrift, functionFiles } from '../src/database/functions';
import { createTestDatabase, sqlOn } from './support/test-app';

const CLI = path.resolve(__dirname, '..', 'dist', 'cli', 'migrations.js');
const FILES = ['queue/enqueue_job.sql', 'reservations/confirm/confirm_reservation.sql', 'reservations/reserve/claim_reservation.sql'];
const NO_JOB = '00000000-0000-0000-0000-000000000000';

/** What the database holds of each function: PostgreSQL's own text of every overload of a name. */
const DEFINITIONS = `SELECT p.proname AS name, string_agg(pg_get_functiondef(p.oid), E'\\n' ORDER BY p.oid::regprocedure::text) AS definition
                       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
                      WHERE n.nspname = 'public' AND p.proname IN ('enqueue_job', 'claim_reservation', 'confirm_reservation')
                      GROUP BY p.proname ORDER BY p.proname`;

interface Recorded {
  file: string;
  checksum: string;
  applied_at: Date;
}

/** The function files of the source tree, copied to a directory of their own. */
function copyOfFunctionFiles(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-functions-'));
  for (const file of functionFiles()) {
    fs.mkdirSync(path.join(root, path.dirname(file.file)), { recursive: true });
    fs.writeFileSync(path.join(root, file.file), file.sql);
  }
  return root;
}

function migrationsCli(command: string, databaseUrl: string) {
  return spawnSync(process.execPath, [CLI, command], { env: { PATH: process.env.PATH, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
}

async function withRunner<T>(databaseUrl: string, work: (runner: QueryRunner) => Promise<T>): Promise<T> {
  const dataSource = new DataSource({ type: 'postgres', url: databaseUrl });
  await dataSource.initialize();
  const runner = dataSource.createQueryRunner();
  try {
    return await work(runner);
  } finally {
    await runner.release();
    await dataSource.destroy();
  }
}

describe('the repeatable step that applies the database functions', () => {
  it('is applied with the migrations: a new database has every function, recorded under its file checksum', async () => {
    const databaseUrl = await createTestDatabase({ empty: true });
    const run = migrationsCli('run', databaseUrl);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(FILES.join(', '));

    const recorded = await sqlOn<Recorded>(databaseUrl, 'SELECT file, checksum, applied_at FROM database_functions ORDER BY file');
    expect(recorded.map(({ file, checksum }) => ({ file, checksum }))).toEqual(
      functionFiles().map(({ file, checksum }) => ({ file, checksum })),
    );
    expect((await sqlOn<{ name: string }>(databaseUrl, DEFINITIONS)).map((d) => d.name)).toEqual([
      'claim_reservation',
      'confirm_reservation',
      'enqueue_job',
    ]);

    const check = migrationsCli('check', databaseUrl);
    expect(check.stderr).toBe('');
    expect(check.stdout).toContain('Database functions match their files.');
    expect(check.status).toBe(0);
  });

  it('re-creates the function whose file changed and leaves the others as they were', async () => {
    const databaseUrl = await createTestDatabase();
    const root = copyOfFunctionFiles();
    const edited = path.join(root, 'queue', 'enqueue_job.sql');
    fs.writeFileSync(edited, fs.readFileSync(edited, 'utf8').replace('  RETURN job_id;', `  RETURN COALESCE(job_id, '${NO_JOB}');`));

    const before = await sqlOn<Recorded>(databaseUrl, 'SELECT file, checksum, applied_at FROM database_functions ORDER BY file');
    const definitionsBefore = await sqlOn<{ name: string; definition: string }>(databaseUrl, DEFINITIONS);
    const [{ id: missingBefore }] = await sqlOn<{ id: string | null }>(databaseUrl, "SELECT enqueue_job('missing', '{}', 0) AS id");
    expect(missingBefore).toBeNull();

    await withRunner(databaseUrl, async (runner) => {
      expect(await applyFunctionFiles(runner, root)).toEqual(['queue/enqueue_job.sql']);
      expect(await applyFunctionFiles(runner, root)).toEqual([]);
      expect(await functionDrift(runner, root)).toEqual([]);
      // The source tree's own file is now the one that differs from what the database ran.
      expect(await functionDrift(runner)).toEqual(['queue/enqueue_job.sql: changed since it was applied']);
    });

    const [{ id: missingAfter }] = await sqlOn<{ id: string | null }>(databaseUrl, "SELECT enqueue_job('missing', '{}', 0) AS id");
    expect(missingAfter).toBe(NO_JOB);

    const after = await sqlOn<Recorded>(databaseUrl, 'SELECT file, checksum, applied_at FROM database_functions ORDER BY file');
    const changed = functionFiles(root).find((f) => f.file === 'queue/enqueue_job.sql')!;
    expect(after.find((r) => r.file === changed.file)).toMatchObject({ checksum: changed.checksum });
    expect(after.find((r) => r.file === changed.file)!.applied_at.getTime()).toBeGreaterThan(
      before.find((r) => r.file === changed.file)!.applied_at.getTime(),
    );
    expect(after.filter((r) => r.file !== changed.file)).toEqual(before.filter((r) => r.file !== changed.file));

    const definitionsAfter = await sqlOn<{ name: string; definition: string }>(databaseUrl, DEFINITIONS);
    expect(definitionsAfter.filter((d) => d.name !== 'enqueue_job')).toEqual(definitionsBefore.filter((d) => d.name !== 'enqueue_job'));
    expect(definitionsAfter.find((d) => d.name === 'enqueue_job')!.definition).toContain(NO_JOB);
  });

  it('takes over the functions of a database made before it existed, whose migration created them', async () => {
    const databaseUrl = await createTestDatabase();
    const definitions = await sqlOn<{ name: string; definition: string }>(databaseUrl, DEFINITIONS);
    await sqlOn(databaseUrl, 'DROP TABLE database_functions');
    // The link-only signature as that migration made it, which instances of that age call positionally.
    await sqlOn(databaseUrl, 'DROP FUNCTION confirm_reservation(bpchar, timestamptz)');
    await sqlOn(
      databaseUrl,
      `CREATE FUNCTION confirm_reservation(p_token_hash bpchar, p_now timestamptz,
         OUT reservation_id uuid, OUT email text, OUT gameshift_id text, OUT is_verified boolean,
         OUT verified_at timestamptz, OUT expires_at timestamptz, OUT confirmed boolean, OUT conflict text)
       LANGUAGE plpgsql AS $$ BEGIN confirmed := false; END $$`,
    );

    const run = migrationsCli('run', databaseUrl);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(FILES.join(', '));
    expect(await sqlOn(databaseUrl, DEFINITIONS)).toEqual(definitions);
    const [old] = await sqlOn(databaseUrl, 'SELECT * FROM confirm_reservation($1, $2)', ['0'.repeat(64), new Date()]);
    expect(old).toMatchObject({ reservation_id: null, confirmed: false, conflict: null });
    expect(migrationsCli('check', databaseUrl).status).toBe(0);
  });

  it('fails migration:check when a function was replaced by something else than its file', async () => {
    const databaseUrl = await createTestDatabase();
    await sqlOn(databaseUrl, 'ALTER FUNCTION enqueue_job SET search_path = public');

    const check = migrationsCli('check', databaseUrl);
    expect(check.stderr).toBe(
      "Database functions and their files drift:\n  queue/enqueue_job.sql: the database's enqueue_job is not the one this file created\n",
    );
    expect(check.status).toBe(1);
  });
});
