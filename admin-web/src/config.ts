import { parseRuntimeConfig, type RuntimeConfig } from '@gameshift/contracts';

/** Run-time settings from the server's meta tag (defaults under `vite dev`). */
export type AppConfig = RuntimeConfig;

export const config: AppConfig = parseRuntimeConfig(document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content);
