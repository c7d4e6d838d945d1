import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const script = pathToFileURL(path.resolve(__dirname, '..', '..', '..', 'scripts', 'build-if-stale.mjs')).href;

/**
 * Runs the real build-if-stale logic (an ES module, so in its own Node process) over a scratch
 * tree whose "build" writes the output file the way Vite does, and returns what it rebuilt.
 */
function runBuild(rootDir: string, env: Record<string, string | undefined>, events: string[] = []): string[] {
  const program = `
    import { mkdirSync, writeFileSync } from 'node:fs';
    import { dirname, join } from 'node:path';
    import { buildIfStale } from ${JSON.stringify(script)};
    const list = [
      { name: 'shared', inputs: ['shared/src'], output: 'shared/dist/index.js', first: true },
      { name: 'web', inputs: ['web/src'], output: 'web/dist/index.html', modeSensitive: true },
      { name: 'server', inputs: ['server/src'], output: 'server/dist/main.js' },
    ];
    await buildIfStale({
      rootDir: ${JSON.stringify(rootDir)},
      list,
      build: async (target, rootDir) => {
        process.stdout.write('start ' + target.name + '\\n');
        await new Promise((resolve) => setTimeout(resolve, 20));
        const output = join(rootDir, target.output);
        mkdirSync(dirname(output), { recursive: true });
        writeFileSync(output, 'built');
        process.stdout.write('end ' + target.name + '\\n');
        return 0;
      },
    });
  `;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], { env: childEnv, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  events.push(...[...result.stdout.matchAll(/^(?:start|end) \S+/gm)].map((match) => match[0]));
  return [...result.stdout.matchAll(/^Building (\S+)/gm)].map((match) => match[1]);
}

function touch(file: string, at: Date): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) fs.writeFileSync(file, 'source');
  fs.utimesSync(file, at, at);
}

describe('build-if-stale', () => {
  let rootDir: string;

  beforeEach(() => {
    rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-if-stale-'));
    const past = new Date(Date.now() - 60_000);
    touch(path.join(rootDir, 'web/src/main.tsx'), past);
    touch(path.join(rootDir, 'server/src/main.ts'), past);
  });

  afterEach(() => {
    fs.rmSync(rootDir, { recursive: true, force: true });
  });

  it('builds every target that has no output yet', () => {
    expect(runBuild(rootDir, { NODE_ENV: 'development' })).toEqual(['shared', 'web', 'server']);
  });

  it('builds the target the others read first, then the others side by side', () => {
    const events: string[] = [];
    runBuild(rootDir, { NODE_ENV: 'development' }, events);
    expect(events.slice(0, 4)).toEqual(['start shared', 'end shared', 'start web', 'start server']);
    expect(events.slice(4).sort()).toEqual(['end server', 'end web']);
  });

  it('builds nothing again in the same mode when no source changed', () => {
    runBuild(rootDir, { NODE_ENV: 'development' });
    expect(runBuild(rootDir, { NODE_ENV: 'development' })).toEqual([]);
  });

  it('rebuilds the SPA, and only the SPA, when a development build meets a production start', () => {
    runBuild(rootDir, { NODE_ENV: 'development' });
    expect(runBuild(rootDir, { NODE_ENV: 'production' })).toEqual(['web']);
    expect(fs.readFileSync(path.join(rootDir, 'web/dist/.build-mode'), 'utf8').trim()).toBe('production');
  });

  it('counts an unset NODE_ENV as production, as Vite does', () => {
    runBuild(rootDir, { NODE_ENV: 'production' });
    expect(runBuild(rootDir, { NODE_ENV: undefined })).toEqual([]);
    expect(runBuild(rootDir, { NODE_ENV: 'development' })).toEqual(['web']);
  });

  it('rebuilds an SPA output that carries no record of its mode', () => {
    runBuild(rootDir, { NODE_ENV: 'production' });
    fs.rmSync(path.join(rootDir, 'web/dist/.build-mode'));
    expect(runBuild(rootDir, { NODE_ENV: 'production' })).toEqual(['web']);
  });

  it('rebuilds a target whose sources are newer than its output', () => {
    runBuild(rootDir, { NODE_ENV: 'production' });
    touch(path.join(rootDir, 'server/src/main.ts'), new Date(Date.now() + 60_000));
    expect(runBuild(rootDir, { NODE_ENV: 'production' })).toEqual(['server']);
  });

  it('marks both SPAs of the project as mode-sensitive, and builds its contracts first', () => {
    const program = `import { targets } from ${JSON.stringify(script)};
      const names = (key) => targets.filter((t) => t[key]).map((t) => t.name);
      process.stdout.write(JSON.stringify([names('modeSensitive'), names('first')]));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8' });
    expect(JSON.parse(result.stdout)).toEqual([['public-web', 'admin-web'], ['contracts']]);
  });
});
