import { RouteConfig } from '@nestjs/platform-fastify';

/** What an admitted route carries in its Fastify route config, where the admission hook reads it. */
export interface AdmittedRouteConfig {
  admitted?: boolean;
}

const ADMITTED_ROUTE: AdmittedRouteConfig = { admitted: true };

/**
 * Puts a public write behind the instance's admission bound (admission.hook.ts). The bound is
 * judged in Fastify's onRequest, before the body is read or anything of the visitor's is counted
 * (no limit, no domain, no game), so a shed request costs the instance next to nothing. On a class,
 * every handler of it is admitted.
 */
export const Admitted = (): MethodDecorator & ClassDecorator =>
  ((target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    if (descriptor) {
      RouteConfig(ADMITTED_ROUTE)(target, key!, descriptor);
      return;
    }
    // A class decorator runs after its methods' decorators, so each handler already has its route.
    const prototype = (target as { prototype: object }).prototype;
    for (const name of Object.getOwnPropertyNames(prototype)) {
      const own = Object.getOwnPropertyDescriptor(prototype, name);
      if (name !== 'constructor' && typeof own?.value === 'function') RouteConfig(ADMITTED_ROUTE)(prototype, name, own);
    }
  }) as MethodDecorator & ClassDecorator;
