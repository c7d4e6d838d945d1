import 'reflect-metadata';
import * as path from 'node:path';
import { DataSource } from 'typeorm';
import { importArticles } from '../articles/article-import';
import { loadConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { openDatabase } from './database';

const USAGE = `Usage: npm run articles -- import [<content folder>]
Imports the articles of the content folder (CONTENT_DIR, or the folder given) into the site's
database: new ones are added as the files say (published or draft), ones last written by an import
are brought up to date, and ones an editor saved or deleted in the portal are left alone and named.
Running it again changes nothing.`;

async function main(): Promise<number> {
  const [command, folder, ...rest] = process.argv.slice(2);
  if (command !== 'import' || rest.length > 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  const config = loadConfig();
  const contentDir = folder === undefined ? config.contentDir : path.resolve(folder);
  const database = await openDatabase(config);
  const dataSource = await new DataSource(
    dataSourceOptions({ url: database.url, poolSize: 2, applicationName: 'gameshift-articles-cli' }),
  ).initialize();
  try {
    await runMigrations(dataSource);
    const report = (await importArticles(dataSource, contentDir))!;
    const lines = [
      ...report.imported.map((file) => `imported  ${file}`),
      ...report.updated.map((file) => `updated   ${file}`),
      ...report.unchanged.map((file) => `unchanged ${file}`),
      ...report.skipped.map(({ file, reason }) => `skipped   ${file}: ${reason}`),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    process.stdout.write(
      `${report.imported.length} imported, ${report.updated.length} updated, ${report.unchanged.length} unchanged, ${report.skipped.length} skipped.\n`,
    );
    return 0;
  } finally {
    await dataSource.destroy();
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
