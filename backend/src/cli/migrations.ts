import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { pendingFunctionChanges, pendingSchemaChanges, runMigrations } from '../database/migrate';
import { openDatabase } from './database';

const USAGE = `Usage: npm run migration:<run|revert|check|generate> [-- <Name>]
  run        apply pending migrations, then the database function files that changed
  revert     undo the last applied migration
  check      fail when the entities need schema changes that no migration makes, or when a
             database function differs from its file
  generate   write backend/src/database/migrations/<timestamp>-<Name>.ts from the entity changes`;

function migrationSource(className: string, up: string[], down: string[]): string {
  const lines = (queries: string[]) => queries.map((q) => `    await queryRunner.query(${JSON.stringify(q)});`).join('\n');
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  async up(queryRunner: QueryRunner): Promise<void> {
${lines(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${lines(down)}
  }
}
`;
}

async function main(): Promise<number> {
  const [command, name] = process.argv.slice(2);
  if (!['run', 'revert', 'check', 'generate'].includes(command ?? '')) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  if (command === 'generate' && !/^[A-Z][A-Za-z0-9]*$/.test(name ?? '')) {
    process.stderr.write('Error: give the migration a PascalCase name, e.g. npm run migration:generate -- AddReservations\n');
    return 2;
  }
  const database = await openDatabase(loadConfig());
  const dataSource = new DataSource(dataSourceOptions({ url: database.url, applicationName: 'gameshift-cli' }));
  try {
    await dataSource.initialize();
    switch (command) {
      case 'run': {
        const applied = await runMigrations(dataSource);
        process.stdout.write(applied.length ? `Applied: ${applied.join(', ')}\n` : 'No pending migrations.\n');
        return 0;
      }
      case 'revert':
        await dataSource.undoLastMigration({ transaction: 'each' });
        process.stdout.write('Reverted the last migration.\n');
        return 0;
      case 'check': {
        await runMigrations(dataSource);
        const pending = await pendingSchemaChanges(dataSource);
        const functions = await pendingFunctionChanges(dataSource);
        if (pending.length > 0) {
          process.stderr.write(`Entities and migrations drift; a migration is missing for:\n${pending.map((q) => `  ${q}`).join('\n')}\n`);
        }
        if (functions.length > 0) {
          process.stderr.write(`Database functions and their files drift:\n${functions.map((f) => `  ${f}`).join('\n')}\n`);
        }
        if (pending.length > 0 || functions.length > 0) return 1;
        process.stdout.write('Entities and migrations agree.\nDatabase functions match their files.\n');
        return 0;
      }
      default: {
        await runMigrations(dataSource);
        const sql = await dataSource.driver.createSchemaBuilder().log();
        if (sql.upQueries.length === 0) {
          process.stdout.write('No entity changes: nothing to generate.\n');
          return 0;
        }
        const timestamp = Date.now();
        const file = path.resolve(__dirname, '..', '..', 'src', 'database', 'migrations', `${timestamp}-${name}.ts`);
        const down = sql.downQueries.map((q) => q.query).reverse();
        fs.writeFileSync(
          file,
          migrationSource(
            `${name}${timestamp}`,
            sql.upQueries.map((q) => q.query),
            down,
          ),
        );
        process.stdout.write(`Wrote ${path.relative(process.cwd(), file)}\n`);
        return 0;
      }
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Error: ${(err as Error).message}\n`);
    process.exit(1);
  },
);
