import { RouteConfig } from '@nestjs/platform-fastify';
import type { RouteOptions } from 'fastify';

/**
 * A route that takes a larger body than the app's 32 KB (an article's text): the limit travels in
 * the route's config, and `largerBodies` (an onRoute hook) makes it the route's own body limit.
 */
export const BodyLimit = (bytes: number): MethodDecorator => RouteConfig({ bodyLimit: bytes });

/** The onRoute hook that gives a route the body limit its @BodyLimit asks for. */
export function largerBodies(route: RouteOptions): void {
  const asked = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
  if (typeof asked === 'number') route.bodyLimit = asked;
}
