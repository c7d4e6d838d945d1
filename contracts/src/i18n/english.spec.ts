import { execFileSync } from 'node:child_process';
import path from 'node:path';

const COMPILER = path.join(__dirname, '..', '..', 'scripts', 'compile-english.mjs');

it('english.generated.ts and english-params.generated.ts are what catalogues/en.json compiles to', () => {
  // Exits 1 naming the stale file: `npm run build -w contracts` writes them anew.
  expect(() => execFileSync(process.execPath, ['--no-warnings', COMPILER, '--check'], { stdio: 'pipe' })).not.toThrow();
});
