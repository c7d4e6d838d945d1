import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';

/** An element whose content the browser runs: a classic or module script, not a data block such as JSON. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)((?:\s[^>]*)?)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /\stype=["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = new Set(['module', 'text/javascript']);

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts written into `html` itself:
 * the CSP lets those exact scripts run, and nothing else written into a page.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    const type = SCRIPT_TYPE.exec(attributes)?.[1].toLowerCase();
    if (type !== undefined && !RUNNABLE_TYPES.has(type)) continue;
    sources.push(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...new Set(sources)];
}

/** The sources of the inline scripts of the built pages in `dirs` (the public site's boot script), read once at start. */
export function builtInlineScriptSources(dirs: readonly string[]): string[] {
  return dirs.flatMap((dir) => {
    const file = path.join(dir, 'index.html');
    return fs.existsSync(file) ? inlineScriptSources(fs.readFileSync(file, 'utf8')) : [];
  });
}
