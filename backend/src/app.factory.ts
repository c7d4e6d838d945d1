import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { useContainer } from 'class-validator';
import { Logger } from 'pino';
import { AdmissionGate } from './admission/admission-gate';
import { admissionHook } from './admission/admission.hook';
import { LoopDelay } from './admission/loop-delay';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './common/all-exceptions.filter';
import { jsonOnlyHook } from './common/json-only';
import { PinoNestLogger } from './common/logger';
import { echoRequestId, requestId } from './common/request-id';
import { QUIET_REQUEST_LOG, requestLogHook } from './common/request-log';
import { EdgeValidationPipe, isEdgeRuleConstraint } from './common/validation';
import { AppConfig } from './config/app-config';
import { TEXTS_BY_LOCALE } from './config/config.module';
import { requestMessages, type TextsByLocale } from './config/localized-messages';
import { LimitStorage } from './common/limit-store/limit-storage';
import { giveBackHitsOfShedAnswers } from './limits/throttle';
import { MetricsService } from './metrics/metrics.service';
import { accessHook, accessSettings } from './security/access.hook';
import { API_DOCS_PATH } from './security/route-access';
import { securityHeaders } from './security/security-headers';
import { builtInlineScriptSources } from './web/inline-scripts';
import { registerWebDelivery } from './web/delivery';
import { WEB_DIST } from './web/page-renderer';
import { largerBodies } from './common/body-limit.decorator';

const BODY_LIMIT_BYTES = 32 * 1024;

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
    genReqId: requestId,
    routerOptions: { ignoreTrailingSlash: true },
    logController: QUIET_REQUEST_LOG,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
  });
  // Answered before routing, in the language the request asks for, as every other answer is.
  const texts = app.get<TextsByLocale>(TEXTS_BY_LOCALE);
  const messagesFor = (request: FastifyRequest) => requestMessages(texts, request);

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRoute', largerBodies);
  fastify.addHook('onRequest', echoRequestId);
  fastify.addHook('onRequest', accessHook(accessSettings(config), messagesFor));
  fastify.addHook('onRequest', jsonOnlyHook(messagesFor));
  const { maxInFlight, maxQueue, queueTimeoutMs, retryAfterSeconds } = config.admission;
  const loopDelay = new LoopDelay();
  fastify.addHook('onClose', async () => loopDelay.stop());
  fastify.addHook(
    'onRequest',
    admissionHook(new AdmissionGate({ maxInFlight, maxQueue, maxWaitMs: queueTimeoutMs }), loopDelay, retryAfterSeconds, messagesFor),
  );
  fastify.addHook('onSend', giveBackHitsOfShedAnswers(app.get(LimitStorage)));
  fastify.addHook('onResponse', requestLogHook(app.get(MetricsService)));

  await app.register(helmet, securityHeaders(config, builtInlineScriptSources(Object.values(WEB_DIST))));
  // The one reader of multipart bodies, which reads nothing by itself: the JSON-only hook lets the
  // type through to the routes of FORM_BODY_ROUTES alone, and each reads its parts with its own
  // limits (the media upload's file up to its kind's size); these defaults keep the rest to 32 KB.
  await app.register(multipart, { limits: { fileSize: BODY_LIMIT_BYTES, fieldSize: BODY_LIMIT_BYTES, parts: 16 } });
  if (config.corsOrigins.length > 0) {
    app.enableCors({ origin: config.corsOrigins, exposedHeaders: ['Content-Range', 'X-Request-Id', 'Retry-After'] });
  }
  await registerWebDelivery(app);

  app.useGlobalFilters(new AllExceptionsFilter(app.get<TextsByLocale>(TEXTS_BY_LOCALE), config.admission.retryAfterSeconds));
  // Constraints that need settings or rule sets (the handle and email rules) come from the app's providers.
  useContainer(
    { get: (constraint: unknown) => (isEdgeRuleConstraint(constraint) ? app.get(constraint, { strict: false }) : undefined) },
    { fallback: true },
  );
  app.useGlobalPipes(new EdgeValidationPipe());

  // Both documents under the UI's path, so that one route prefix holds everything the docs serve. The
  // document is made on its first request: scanning every route costs a start about 0.2 s of CPU.
  SwaggerModule.setup(API_DOCS_PATH, app, () => apiDocument(app, config.productName), {
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
      // The game's API takes an API key (gsk_…) as its bearer token, never an admin token.
      .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An API key from the portal (gsk_…)' }, 'api-key')
      .build(),
  );
}
