// Copies every *.sql file under a source folder to the same place under the build output: the
// database functions the backend applies at boot are read from beside its compiled code.
// Usage: node scripts/copy-sql.mjs <from> <to>
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export function copySql(from, to) {
  const copied = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.sql')) {
        const target = join(to, relative(from, path));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(path, target);
        copied.push(target);
      }
    }
  };
  walk(from);
  return copied;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    process.stderr.write('Usage: node scripts/copy-sql.mjs <from> <to>\n');
    process.exit(2);
  }
  copySql(resolve(from), resolve(to));
}
