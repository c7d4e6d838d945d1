import { DEFAULT_PRODUCT_NAME } from './product';

/**
 * Run-time settings the server writes into each SPA's index.html as
 * `<meta name="app-config" content="{json}">`, so one build serves every deployment.
 */
export type RuntimeConfig = {
  productName: string;
  demoMode: boolean;
  socialUrl: string;
  passwordProtection: boolean;
};

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = Object.freeze({
  productName: DEFAULT_PRODUCT_NAME,
  demoMode: false,
  socialUrl: 'https://x.com',
  passwordProtection: false,
});

function pickString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function pickBoolean(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

/** Only web addresses may become the social link; anything else (javascript:, data:) is dropped. */
function pickWebUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Reads the meta tag's content; a missing or malformed tag (e.g. under `vite dev`) gives the defaults. */
export function parseRuntimeConfig(content: string | null | undefined): RuntimeConfig {
  if (!content) return DEFAULT_RUNTIME_CONFIG;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return DEFAULT_RUNTIME_CONFIG;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return DEFAULT_RUNTIME_CONFIG;
  const given = parsed as Record<string, unknown>;
  return {
    productName: pickString(given.productName, DEFAULT_RUNTIME_CONFIG.productName),
    demoMode: pickBoolean(given.demoMode, DEFAULT_RUNTIME_CONFIG.demoMode),
    socialUrl: pickWebUrl(given.socialUrl, DEFAULT_RUNTIME_CONFIG.socialUrl),
    passwordProtection: pickBoolean(given.passwordProtection, DEFAULT_RUNTIME_CONFIG.passwordProtection),
  };
}
