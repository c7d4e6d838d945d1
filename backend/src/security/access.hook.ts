import type { Messages } from '@gameshift/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error';
import { describeAppError } from '../common/error-response';
import type { AppConfig } from '../config/app-config';
import { RouteAccess, routeAccess } from './route-access';
import { sameSecret } from '../common/same-secret';

/** The settings access is decided on: OPS_PORT, METRICS_TOKEN and the site password. */
export interface AccessSettings {
  opsPort: number | undefined;
  metricsToken: string | undefined;
  sitePassword: string | undefined;
}

/** What of a request access is decided on. */
export interface AccessRequest {
  access: RouteAccess;
  /** The port of the listener the request arrived on. */
  localPort: number | undefined;
  authorization: string | undefined;
}

export function accessSettings(config: AppConfig): AccessSettings {
  return { opsPort: config.ops.port, metricsToken: config.ops.metricsToken, sitePassword: config.sitePassword };
}

/** One application, two listeners: with OPS_PORT set, each answers the other's routes as unknown. */
export function listenerRefusal(request: AccessRequest, opsPort: number | undefined): AppError | undefined {
  if (opsPort === undefined) return undefined;
  const onOpsPort = request.localPort === opsPort;
  const forOperators = request.access === 'metrics' || request.access === 'docs';
  return forOperators === onOpsPort ? undefined : new AppError('not_on_this_port');
}

export function metricsTokenRefusal(request: AccessRequest, metricsToken: string | undefined): AppError | undefined {
  if (!metricsToken || request.access !== 'metrics') return undefined;
  const token = bearerToken(request.authorization);
  return token !== undefined && sameSecret(token, metricsToken) ? undefined : new AppError('metrics_token_required');
}

/**
 * Orchestrators and scrapers cannot type the site password, so health checks and metrics stay open;
 * nor can a mail client, the mail provider or the game's servers, whose routes check a credential of
 * their own (routeAccess's `credential`): behind the password, unsubscribes and bounces would be lost
 * while announcements still go out.
 */
export function sitePasswordRefusal(request: AccessRequest, sitePassword: string | undefined): AppError | undefined {
  const open = request.access === 'health' || request.access === 'metrics' || request.access === 'credential';
  if (!sitePassword || open) return undefined;
  return sameSecret(basicPassword(request.authorization), sitePassword) ? undefined : new AppError('site_password_required');
}

/** The first refusal that applies, in the order a request meets them; undefined lets it through. */
export function accessRefusal(request: AccessRequest, settings: AccessSettings): AppError | undefined {
  return (
    listenerRefusal(request, settings.opsPort) ??
    metricsTokenRefusal(request, settings.metricsToken) ??
    sitePasswordRefusal(request, settings.sitePassword)
  );
}

export function bearerToken(authorization: string | undefined): string | undefined {
  return authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : undefined;
}

/** The password of an HTTP Basic header (RFC 7617); the user name is anything, and a password may hold colons. */
export function basicPassword(authorization: string | undefined): string {
  if (!authorization?.startsWith('Basic ')) return '';
  return Buffer.from(authorization.slice('Basic '.length), 'base64').toString('utf8').split(':').slice(1).join(':');
}

/**
 * An onRequest hook rather than a Nest guard: static files, the SPA's pages and the API
 * documentation are not Nest routes, and a guard would never see them. Fastify has matched the
 * route before onRequest runs, so access is judged on that route, whatever the URL's spelling.
 */
export function accessHook(settings: AccessSettings, messagesFor: (request: FastifyRequest) => Messages) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const refusal = accessRefusal(
      {
        access: routeAccess(request.routeOptions.url),
        localPort: request.raw.socket.localPort,
        authorization: request.headers.authorization,
      },
      settings,
    );
    if (!refusal) return;
    const { status, body, headers } = describeAppError(refusal, messagesFor(request));
    await reply
      .status(status)
      .headers(headers ?? {})
      .send(body);
  };
}
