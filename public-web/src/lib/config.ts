/**
 * Runtime settings the server writes into index.html as
 * `<meta name="app-config" content="{json}">`, so one build serves every deployment.
 * Under `vite dev` the tag is absent and the defaults apply.
 */
export type AppConfig = {
  productName: string;
  demoMode: boolean;
  socialUrl: string;
  passwordProtection: boolean;
};

const DEFAULT_CONFIG: AppConfig = {
  productName: 'GameShift',
  demoMode: false,
  socialUrl: 'https://x.com',
  passwordProtection: false,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

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

function readConfig(): AppConfig {
  const content = document.querySelector<HTMLMetaElement>('meta[name="app-config"]')?.content;
  if (!content) return DEFAULT_CONFIG;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return DEFAULT_CONFIG;
  }
  if (!isRecord(parsed)) return DEFAULT_CONFIG;
  return {
    productName: pickString(parsed.productName, DEFAULT_CONFIG.productName),
    demoMode: pickBoolean(parsed.demoMode, DEFAULT_CONFIG.demoMode),
    socialUrl: pickWebUrl(parsed.socialUrl, DEFAULT_CONFIG.socialUrl),
    passwordProtection: pickBoolean(parsed.passwordProtection, DEFAULT_CONFIG.passwordProtection),
  };
}

export const config: AppConfig = readConfig();
