import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { startEmbeddedPostgres } from '../src/infra/embedded-postgres';

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('runs from a data folder inside a private (0700) directory and keeps its data across starts', async () => {
    // mkdtemp makes the folder 0700: as root, the database user cannot enter it.
    const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gameshift-private-'));
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700);
    const dir = path.join(privateDir, 'postgres');
    const lines: string[] = [];
    try {
      const first = await startEmbeddedPostgres({ dir, database: 'kept', durable: false, log: (l) => lines.push(l) });
      try {
        await query(first.url, 'CREATE TABLE kept_rows (id int); INSERT INTO kept_rows VALUES (42)');
      } finally {
        await first.stop();
      }
      const second = await startEmbeddedPostgres({ dir, database: 'kept', durable: false, log: (l) => lines.push(l) });
      try {
        await expect(query(second.url, 'SELECT id FROM kept_rows')).resolves.toEqual([{ id: 42 }]);
      } finally {
        await second.stop();
      }
      if (process.getuid?.() === 0) expect(lines.join('\n')).toContain('is closed to the user');
    } finally {
      const cluster = path.join(dir, 'pgdata');
      const external = fs.existsSync(cluster) && fs.lstatSync(cluster).isSymbolicLink() ? fs.readlinkSync(cluster) : undefined;
      fs.rmSync(privateDir, { recursive: true, force: true });
      if (external) fs.rmSync(path.dirname(external), { recursive: true, force: true });
    }
  }, 60_000);
});
