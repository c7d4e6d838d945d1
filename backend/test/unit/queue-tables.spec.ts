import * as fs from 'node:fs';
import * as path from 'node:path';

/*
 * pg-boss's tables are pg-boss's: the app's code creates jobs through its API or the INSERT into
 * its job table that it documents, and reads its tables for figures, but never updates or deletes
 * its rows, adds indexes or columns to its tables, runs ANALYZE on them or writes a lease into a
 * job's data, and only the queue's own module holds its database handle. Tests may do as they need.
 */

const SOURCE = path.resolve(__dirname, '..', '..', 'src');
const QUEUE_MODULE = path.join(SOURCE, 'queue');

/** A table of pg-boss's, however it is spelled: its schema's name, or a template that holds it. */
const TABLE = String.raw`(?:"?pgboss"?|\$\{[^}]+\})\.(?:"?\w+"?)`;

const FORBIDDEN: Array<{ what: string; pattern: RegExp }> = [
  { what: 'updates rows of pg-boss', pattern: new RegExp(String.raw`\bUPDATE\s+(?:ONLY\s+)?${TABLE}`, 'i') },
  { what: 'deletes rows of pg-boss', pattern: new RegExp(String.raw`\bDELETE\s+FROM\s+(?:ONLY\s+)?${TABLE}`, 'i') },
  { what: 'empties a table of pg-boss', pattern: new RegExp(String.raw`\bTRUNCATE\s+(?:TABLE\s+)?${TABLE}`, 'i') },
  { what: 'analyzes a table of pg-boss', pattern: new RegExp(String.raw`\b(?:ANALYZE|VACUUM)\s+(?:\w+\s+)*${TABLE}`, 'i') },
  { what: 'changes a table of pg-boss', pattern: new RegExp(String.raw`\bALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${TABLE}`, 'i') },
  {
    what: 'indexes a table of pg-boss',
    pattern: new RegExp(String.raw`\bCREATE\s+(?:UNIQUE\s+)?INDEX\b[^;]*?\bON\s+(?:ONLY\s+)?${TABLE}`, 'i'),
  },
  {
    what: 'inserts into a table of pg-boss other than its job table',
    pattern: new RegExp(String.raw`\bINSERT\s+INTO\s+(?:"?pgboss"?|\$\{[^}]+\})\.(?!"?job"?\b)`, 'i'),
  },
  { what: "writes a lease into a job's data", pattern: /\bheldBy\b/ },
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|sql)$/.test(entry.name) && !entry.name.endsWith('.spec.ts') ? [file] : [];
  });
}

/** The move from pg-boss 10 takes the lease its jobs carried out of their data, and so names it. */
const DROPS_THE_OLD_LEASE = path.join(QUEUE_MODULE, 'version-10.ts');

function findings(file: string, text: string): string[] {
  const found = FORBIDDEN.filter(
    ({ what, pattern }) => pattern.test(text) && !(file === DROPS_THE_OLD_LEASE && what.includes('lease')),
  ).map(({ what }) => `${path.relative(SOURCE, file)} ${what}`);
  if (!file.startsWith(QUEUE_MODULE + path.sep) && /\bgetDb\s*\(/.test(text)) {
    found.push(`${path.relative(SOURCE, file)} holds pg-boss's database handle outside the queue module`);
  }
  return found;
}

describe("pg-boss's tables", () => {
  it('are written by no code of the app but through pg-boss and its documented insert', () => {
    const all = sources(SOURCE);
    expect(all.length).toBeGreaterThan(100);
    expect(all.flatMap((file) => findings(file, fs.readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('are guarded against every spelling of the writes it forbids', () => {
    const inQueue = path.join(QUEUE_MODULE, 'example.ts');
    const elsewhere = path.join(SOURCE, 'mail', 'example.ts');
    const caught = [
      "UPDATE pgboss.job SET state = 'created'",
      'update ${QUEUE_SCHEMA}.job set data = data',
      'DELETE FROM pgboss.archive WHERE true',
      'DELETE FROM ${schema}.job WHERE id = $1',
      'TRUNCATE pgboss.job',
      'ANALYZE pgboss.job',
      'ANALYZE VERBOSE ${QUEUE_SCHEMA}.job',
      'ALTER TABLE pgboss.job ADD COLUMN held_by text',
      'CREATE INDEX IF NOT EXISTS job_fetch_order ON pgboss.job (name, priority DESC)',
      'INSERT INTO pgboss.queue (name) VALUES ($1)',
      "jsonb_build_object('heldBy', $1)",
    ];
    for (const statement of caught) expect(findings(inQueue, statement)).toHaveLength(1);
    expect(findings(elsewhere, 'this.queue.boss.getDb()')).toHaveLength(1);

    const allowed = [
      'INSERT INTO pgboss.job (name, data, priority) SELECT $1, $2, $3',
      'SELECT count(*) FROM ${QUEUE_SCHEMA}.job WHERE name = $1',
      'UPDATE announcements SET generation = generation + 1',
      'DELETE FROM announcement_recipients WHERE announcement_id = $1',
      'this.queue.boss.getDb()',
    ];
    for (const statement of allowed) expect(findings(inQueue, statement)).toEqual([]);
  });
});
