import * as fs from 'node:fs';
import * as path from 'node:path';

const MIGRATIONS = path.join(__dirname, 'migrations');

/**
 * Two migrations that shared a timestamp before this rule. TypeORM records an applied migration by
 * its name and timestamp, so renaming either would make every existing database run it again.
 */
const ALLOWED_SHARED = [['1795700000000-AdminTeam.ts', '1795700000000-HandleHold.ts']];

describe('migration timestamps', () => {
  const files = fs.readdirSync(MIGRATIONS).filter((file) => file.endsWith('.ts'));

  it('name every migration <timestamp>-<Name>.ts', () => {
    expect(files.filter((file) => !/^\d{13}-[A-Z][A-Za-z0-9]*\.ts$/.test(file))).toEqual([]);
  });

  it('are unique, but for the pair that shared one before the rule', () => {
    const byTimestamp = new Map<string, string[]>();
    for (const file of files) {
      const timestamp = file.slice(0, file.indexOf('-'));
      byTimestamp.set(timestamp, [...(byTimestamp.get(timestamp) ?? []), file]);
    }
    const shared = [...byTimestamp.values()].filter((group) => group.length > 1).map((group) => group.sort());
    expect(shared).toEqual(ALLOWED_SHARED);
  });
});
