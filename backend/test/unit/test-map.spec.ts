import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(__dirname, '..', '..', '..');
const script = pathToFileURL(path.join(root, 'scripts', 'test-map.mjs')).href;

type Entry = { e2e?: string[]; browser?: string[]; unit?: string[]; note?: string };
type Loaded = {
  map: Record<string, Entry>;
  sourceRoots: string[];
  e2eDir: string;
  browserDir: string;
  keys: Record<string, string | null>;
};

/** Paths whose key the map's own lookup is asked for, to check the lookup's rules. */
const LOOKUPS = [
  'backend/src/reservations/reserve/claims.service.ts',
  'backend/src/reservations/reservation.entity.ts',
  'backend/src/app.module.ts',
  'backend/src/a-folder-not-yet-mapped/thing.ts',
  'public-web/src/features/reserve/components/ReserveForm.tsx',
  'public-web/src/features/a-new-feature/Page.tsx',
  'contracts/src/news-meta.ts',
  'README.md',
];

/** The map as the script sees it: an ES module, so read in its own Node process. */
function loadMap(): Loaded {
  const program = `
    import { BROWSER_DIR, E2E_DIR, SOURCE_ROOTS, TEST_MAP, entryKey } from ${JSON.stringify(script)};
    const keys = Object.fromEntries(${JSON.stringify(LOOKUPS)}.map((p) => [p, entryKey(p) ?? null]));
    process.stdout.write(JSON.stringify({ map: TEST_MAP, sourceRoots: SOURCE_ROOTS, e2eDir: E2E_DIR, browserDir: BROWSER_DIR, keys }));
  `;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout) as Loaded;
}

function isDirectory(relativePath: string): boolean {
  return fs.existsSync(path.join(root, relativePath)) && fs.statSync(path.join(root, relativePath)).isDirectory();
}

function filesUnder(folder: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => pattern.test(file));
}

describe('the map of source folders to the tests that guard them (scripts/test-map.mjs)', () => {
  const loaded = loadMap();
  const { map, sourceRoots, e2eDir, browserDir } = loaded;

  it('has an entry for every folder directly under each source root, and for each root', () => {
    const missing: string[] = [];
    for (const sourceRoot of sourceRoots) {
      if (!(sourceRoot in map)) missing.push(sourceRoot);
      for (const entry of fs.readdirSync(path.join(root, sourceRoot), { withFileTypes: true })) {
        const folder = `${sourceRoot}${entry.name}/`;
        if (entry.isDirectory() && !(folder in map)) missing.push(folder);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has keys that name folders and files of the tree', () => {
    const absent = Object.keys(map).filter((key) => {
      if (key.endsWith('/')) return !isDirectory(key);
      if (fs.existsSync(path.join(root, key))) return false;
      // A key may be the start of file names: contracts/src/news covers news.ts, news-meta.ts and the rest.
      const folder = path.posix.dirname(key);
      const prefix = path.posix.basename(key);
      return !isDirectory(folder) || !fs.readdirSync(path.join(root, folder)).some((name) => name.startsWith(prefix));
    });
    expect(absent).toEqual([]);
  });

  it('names only test files that exist, and at least one in each entry', () => {
    const absent: string[] = [];
    const empty: string[] = [];
    for (const [key, entry] of Object.entries(map)) {
      const named = [
        ...(entry.e2e ?? []).map((file) => e2eDir + file),
        ...(entry.browser ?? []).map((file) => browserDir + file),
        ...(entry.unit ?? []),
      ];
      if (named.length === 0) empty.push(key);
      for (const file of named) if (!fs.existsSync(path.join(root, file))) absent.push(`${key}: ${file}`);
    }
    expect(absent).toEqual([]);
    expect(empty).toEqual([]);
  });

  it('names every e2e file and browser spec somewhere, so a new or split file is placed in it', () => {
    const named = new Set(
      Object.values(map).flatMap((entry) => [
        ...(entry.e2e ?? []).map((file) => e2eDir + file),
        ...(entry.browser ?? []).map((file) => browserDir + file),
      ]),
    );
    const e2eFiles = filesUnder(e2eDir, /^[^/]+\.e2e-spec\.ts$/).map((file) => e2eDir + file);
    const browserSpecs = filesUnder(browserDir, /^(public|admin|platform|news)\/.+\.spec\.ts$/).map((file) => browserDir + file);
    expect(e2eFiles.length).toBeGreaterThan(0);
    expect(browserSpecs.length).toBeGreaterThan(0);
    expect([...e2eFiles, ...browserSpecs].filter((file) => !named.has(file))).toEqual([]);
  });

  it('takes the longest key a path starts with, and a root key only for files directly in the root', () => {
    expect(loaded.keys).toEqual({
      'backend/src/reservations/reserve/claims.service.ts': 'backend/src/reservations/reserve/',
      'backend/src/reservations/reservation.entity.ts': 'backend/src/reservations/',
      'backend/src/app.module.ts': 'backend/src/',
      'backend/src/a-folder-not-yet-mapped/thing.ts': null,
      'public-web/src/features/reserve/components/ReserveForm.tsx': 'public-web/src/features/reserve/',
      'public-web/src/features/a-new-feature/Page.tsx': null,
      'contracts/src/news-meta.ts': 'contracts/src/news',
      'README.md': null,
    });
  });
});
