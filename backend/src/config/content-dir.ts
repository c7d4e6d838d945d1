import * as path from 'node:path';

/** backend/content, seen from both src/config (unit tests) and dist/config (the built app). */
const SHIPPED_CONTENT_DIR = path.resolve(__dirname, '..', '..', 'content');

/**
 * Where the built-in news content lives: articles/*.md, media/* and posts/*.json (snapshots of
 * the embedded posts). CONTENT_DIR replaces the shipped folder, for tests and deployments that
 * mount their own articles.
 */
export function resolveContentDir(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  const configured = env.CONTENT_DIR?.trim();
  return configured ? path.resolve(cwd, configured) : SHIPPED_CONTENT_DIR;
}

export const CONTENT_DIR = Symbol('CONTENT_DIR');
