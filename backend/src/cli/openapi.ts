import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { apiDocument } from '../app.factory';
import { AppModule } from '../app.module';
import { completeConfig, loadConfig } from '../config/app-config';

/** The repository root's openapi.json, from backend/dist/cli. */
export const OPENAPI_FILE = path.resolve(__dirname, '..', '..', '..', 'openapi.json');

/**
 * Writes the API's OpenAPI document, the one /api/docs serves, to openapi.json. The app is built
 * in preview mode: its routes and classes are read, nothing connects to a database or listens.
 * The defaults are used, so the file does not depend on the environment it was written in.
 */
async function main(): Promise<void> {
  // Preview mode builds no provider, so nothing connects to these addresses or signs with the key.
  const config = completeConfig(loadConfig({}, process.cwd()), {
    databaseUrl: 'postgres://preview.invalid/none',
    smtpUrl: 'smtp://preview.invalid',
    key: () => 'unused in preview mode',
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  const document = apiDocument(app, config.productName);
  fs.writeFileSync(OPENAPI_FILE, `${JSON.stringify(document, null, 2)}\n`);
  const operations = Object.values(document.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  process.stdout.write(`wrote ${path.relative(process.cwd(), OPENAPI_FILE) || OPENAPI_FILE}: ${operations} operations\n`);
  await app.close();
}

main().catch((err: unknown) => {
  process.stderr.write(`Error: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
