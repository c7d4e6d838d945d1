/**
 * What the compilers of the catalogues (compile-english.mjs, compile-page-catalogues.mjs) share: the
 * arguments a pattern names, and text written as the body of a template literal.
 */
import { parseMessage } from '../src/i18n/message-parser.ts';
import { SITE_NAMES } from './site-names.mjs';

export const templateText = (text) => text.replace(/[`\\]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${');

/** The arguments of a pattern, each once, in the order they first appear; numeric ones marked. */
export function argumentsOf(pattern, found = new Map()) {
  for (const part of parseMessage(pattern)) {
    if (typeof part === 'string') continue;
    const numeric = part.kind === 'plural' || part.kind === 'number';
    found.set(part.name, (found.get(part.name) ?? false) || numeric);
    for (const branch of Object.values(part.branches ?? {})) argumentsOf(branch, found);
  }
  return found;
}

/**
 * The arguments a text's function takes, the site's values aside (SITE_NAMES), in the order they
 * first appear in its English pattern; numeric ones marked. A text without any is a string.
 */
export function ownArguments(englishPattern) {
  return new Map([...argumentsOf(englishPattern)].filter(([name]) => !SITE_NAMES.includes(name)));
}
