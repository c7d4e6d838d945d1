import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import * as fs from 'node:fs';
import { constants as zlib } from 'node:zlib';
import { WEB_DIST } from './page-renderer';

/**
 * Responses compressed on the fly: pages, API answers, feeds and the CSV export. Media are already
 * compressed and Server-Sent Events must reach the client as they are written, so neither is listed.
 */
const COMPRESSED_TYPES =
  /^(text\/(html|css|plain|csv|xml|javascript)|application\/(json|xml|rss\+xml|javascript|problem\+json)|image\/svg\+xml)\b/;
/** Below this, compressing saves less than the headers it adds. */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Hashed build output: the file name changes with the content, so it can be cached for good. */
const HASHED_ASSET = /[\\/]assets[\\/]/;

function assetHeaders(reply: FastifyReply, filePath: string): void {
  const cacheControl = HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
  const target = reply as unknown as { setHeader?: (name: string, value: string) => void };
  if (typeof target.setHeader === 'function') target.setHeader('Cache-Control', cacheControl);
  else void reply.header('Cache-Control', cacheControl);
}

/** The pages themselves are rendered by the web controller, with their first screen in the HTML. */
const notIndex = (pathName: string): boolean => !pathName.endsWith('index.html');

/** Compression of every answer, and the two SPAs' built files (pre-compressed, hashed assets cached for a year). */
export async function registerWebDelivery(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSED_TYPES,
    // Quality 11 (the default) costs tens of milliseconds per page; 5 is within a few percent of it.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  if (fs.existsSync(WEB_DIST.public)) {
    await app.register(fastifyStatic, {
      root: WEB_DIST.public,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: assetHeaders,
      allowedPath: notIndex,
    });
  }
  if (fs.existsSync(WEB_DIST.admin)) {
    await app.register(fastifyStatic, {
      root: WEB_DIST.admin,
      prefix: '/admin/',
      wildcard: false,
      index: false,
      cacheControl: false,
      decorateReply: false,
      preCompressed: true,
      setHeaders: assetHeaders,
      allowedPath: notIndex,
    });
  }
}
