import { SharedConfiguration } from './shared-configurations';
import { ReceivedMail } from './smtp-sink';
import { AppHandle, sqlOn } from './test-app';

function coordinatorUrl(): string {
  const url = process.env.E2E_COORDINATOR_URL;
  if (!url) throw new Error('E2E_COORDINATOR_URL is not set: run through backend/test/jest-e2e.config.js');
  return url;
}

/** The base URLs of the shared apps this file talks to: per-file-client.ts names the file to them. */
export function sharedBaseUrls(): Set<string> {
  const holder = globalThis as { __sharedBaseUrls?: Set<string> };
  return (holder.__sharedBaseUrls ??= new Set());
}

export interface SharedApp extends AppHandle {
  /** Everything the app wrote so far, every file's requests included. */
  output(): Promise<string>;
}

/**
 * The run's app of one configuration (shared-configurations.ts), started the first time any file
 * asks for it and stopped when the run ends: a file neither starts nor stops it.
 */
export async function sharedApp(configuration: SharedConfiguration = 'default'): Promise<SharedApp> {
  const res = await fetch(`${coordinatorUrl()}/apps/${configuration}`, { method: 'POST' });
  if (!res.ok) throw new Error(`the shared app "${configuration}" did not start: ${await res.text()}`);
  const { baseUrl, databaseUrl } = (await res.json()) as { baseUrl: string; databaseUrl: string };
  sharedBaseUrls().add(baseUrl);
  return {
    baseUrl,
    databaseUrl,
    sql: (text, values) => sqlOn(databaseUrl, text, values),
    output: async () => (await fetch(`${coordinatorUrl()}/apps/${configuration}/output`)).text(),
  };
}

/** Reads what the shared apps mailed, from the run's one SMTP sink, by recipient. */
export const sharedMail = {
  async to(address: string): Promise<ReceivedMail[]> {
    const res = await fetch(`${coordinatorUrl()}/mail?to=${encodeURIComponent(address)}`);
    const mails = (await res.json()) as Array<Omit<ReceivedMail, 'headers'> & { headers: Array<[string, string]> }>;
    return mails.map((mail) => ({ ...mail, headers: new Map(mail.headers) }));
  },
};
