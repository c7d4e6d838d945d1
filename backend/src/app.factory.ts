import type { Messages } from '@gameshift/contracts';
import fastifyCompress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { useContainer } from 'class-validator';
import { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import * as fs from 'node:fs';
import { IncomingMessage } from 'node:http';
import { constants as zlib } from 'node:zlib';
import { Logger } from 'pino';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { AppError } from './common/app-error';
import { describeAppError } from './common/error-response';
import { acceptsBody } from './common/json-only';
import { PinoNestLogger, redactPath } from './common/logger';
import { EdgeValidationPipe, isEdgeRuleConstraint } from './common/validation';
import { AppConfig } from './config/app-config';
import { MESSAGES } from './config/config.module';
import { LimitStorage } from './limits/limit-storage';
import { giveBackCountedHits } from './limits/throttle';
import { MetricsService } from './metrics/metrics.service';
import { accessHook, accessSettings } from './security/access.hook';
import { API_DOCS_PATH } from './security/route-access';
import { WEB_DIST } from './web/page-renderer';

const BODY_LIMIT_BYTES = 32 * 1024;
/** Methods whose requests carry no body the API reads. */
const BODILESS_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

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

/** A hop count becomes "trust the last n proxies"; address lists pass through; false trusts no header. */
function toFastifyTrustProxy(setting: AppConfig['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** Builds the whole HTTP application; `main.ts` and the e2e tests both use it. */
export async function createApp(config: AppConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (req: IncomingMessage) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Fastify's two lines per request (arrived, answered) become the one written in onResponse below.
    disableRequestLogging: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });

  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(MetricsService);

  // First, so that an answer given early (a refusal) names its request too.
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    void reply.header('X-Request-Id', request.id);
  });
  fastify.addHook('onRequest', accessHook(accessSettings(config), app.get<Messages>(MESSAGES)));
  // Before any parser runs, so that a route with none (and Nest's form parser) never sees the body.
  const unsupported = describeAppError(new AppError('unsupported_media_type'), app.get<Messages>(MESSAGES));
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent || BODILESS_METHODS.has(request.method) || acceptsBody(request.routeOptions.url, request.headers, request.method))
      return;
    await reply.status(unsupported.status).header('Cache-Control', 'no-store').send(unsupported.body);
  });
  const limits = app.get(LimitStorage);
  // Before the answer leaves, so that the client's next try already finds its hit given back.
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode === 503 && reply.hasHeader('retry-after')) await giveBackCountedHits(request, limits);
    return payload;
  });
  fastify.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    request.log.info(
      { method: request.method, url: redactPath(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      `${request.method} ${redactPath(request.url)} ${reply.statusCode}`,
    );
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
      body: request.body,
      // Overload is the one 503 that says when to come back.
      shed: reply.statusCode === 503 && reply.hasHeader('retry-after'),
    });
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  if (config.corsOrigins.length > 0) {
    app.enableCors({ origin: config.corsOrigins, exposedHeaders: ['Content-Range', 'X-Request-Id', 'Retry-After'] });
  }

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSED_TYPES,
    // Quality 11 (the default) costs tens of milliseconds per page; 5 is within a few percent of it.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  const assetHeaders = (reply: FastifyReply, filePath: string): void => {
    const cacheControl = HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    const target = reply as unknown as { setHeader?: (name: string, value: string) => void };
    if (typeof target.setHeader === 'function') target.setHeader('Cache-Control', cacheControl);
    else void reply.header('Cache-Control', cacheControl);
  };
  const notIndex = (pathName: string): boolean => !pathName.endsWith('index.html');
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

  app.useGlobalFilters(new AllExceptionsFilter(app.get<Messages>(MESSAGES), config.admission.retryAfterSeconds));
  // Constraints that need settings or rule sets (the handle and email rules) come from the app's providers.
  useContainer(
    { get: (constraint: unknown) => (isEdgeRuleConstraint(constraint) ? app.get(constraint, { strict: false }) : undefined) },
    { fallback: true },
  );
  app.useGlobalPipes(new EdgeValidationPipe());

  // Both documents under the UI's path, so that one route prefix holds everything the docs serve.
  SwaggerModule.setup(API_DOCS_PATH, app, apiDocument(app, config.productName), {
    jsonDocumentUrl: `${API_DOCS_PATH}/openapi.json`,
    yamlDocumentUrl: `${API_DOCS_PATH}/openapi.yaml`,
  });

  return app;
}

/** The OpenAPI document of the app's routes: served at /api/docs, and written to openapi.json by `npm run openapi`. */
export function apiDocument(app: INestApplication, productName: string): OpenAPIObject {
  return SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle(`${productName} API`)
      .setDescription('Handle reservations, verification, news and administration.')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
}
