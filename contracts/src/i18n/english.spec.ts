import { execFileSync } from 'node:child_process';
import path from 'node:path';

const COMPILER = path.join(__dirname, '..', '..', 'scripts', 'compile-english.mjs');

it('the generated files (English, its parameters, each language’s page catalogue) are what the catalogues compile to', () => {
  // Exits 1 naming the stale or orphaned file: `npm run build -w contracts` writes them anew.
  expect(() => execFileSync(process.execPath, ['--no-warnings', COMPILER, '--check'], { stdio: 'pipe' })).not.toThrow();
});
