import { randomInt } from 'node:crypto';
import { sharedBaseUrls } from './shared-app';

/**
 * Each e2e file speaks to the shared apps as a client of its own, so one file's requests never meet
 * the per-client limits another file's requests used up: a request to a shared app that names no
 * client of its own gets this file's address in `X-Forwarded-For` (the shared apps trust the
 * loopback proxy). Jest runs this before each file, in the file's own module registry.
 */
const holder = globalThis as { __fileClient?: string };

if (!holder.__fileClient) {
  const client = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  holder.__fileClient = client;
  const unwrapped = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (![...sharedBaseUrls()].some((base) => url.startsWith(`${base}/`))) return unwrapped(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', client);
    return unwrapped(input, { ...init, headers });
  };
}

/** This file's client address, for a test that reads what the app recorded of it. */
export function fileClient(): string {
  return holder.__fileClient!;
}
