import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { AppConfig } from '../config/app-config';

/**
 * The headers every answer carries: a Content Security Policy that allows only our own scripts
 * (files from this origin, and the scripts our built pages carry inline, by their hashes:
 * `inlineScripts`), HSTS, and no framing.
 */
export function securityHeaders(config: AppConfig, inlineScripts: readonly string[] = []): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
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
  };
}
