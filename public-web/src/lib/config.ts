import { parseRuntimeConfig, type RuntimeConfig } from '@gameshift/contracts';

/** Run-time settings from the server's meta tag (defaults under `vite dev`). */
export type AppConfig = RuntimeConfig;

// A copy, so the server renderer can put its own settings in without touching the shared defaults.
export const config: AppConfig = {
  ...parseRuntimeConfig(
    typeof document === 'undefined' ? undefined : document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content,
  ),
};

/**
 * The site's origin for page metadata. The server writes its own head tags, so while it renders
 * any valid origin will do.
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
