import { formatMessage, type MessageValues } from './message-format';

export { siteArguments } from './site-arguments';

/**
 * The argument names of each parameterised English text, in the order its function takes them,
 * keyed by the text's path (`reserve.stepOf`). A translation names them in its pattern.
 */
export type ParamNames = Readonly<Record<string, readonly string[]>>;

/** A translation of one English catalogue: the same keys (nested the same way), each an ICU pattern. */
export type Translation = { readonly [key: string]: string | Translation | readonly (string | Translation)[] };

/**
 * `english` in another language: the same shape, every string replaced by its translation and
 * every function by one that formats the translation's pattern with its arguments by name.
 * `site` (siteArguments) holds what every pattern may name. A text with no translation stays English
 * (the catalogue check fails the build for that; this only keeps a page whole meanwhile).
 */
export function localize<T>(english: T, translation: Translation, params: ParamNames, tag: string, site: MessageValues): T {
  return walk(english, translation, params, tag, site, '') as T;
}

function walk(english: unknown, translated: unknown, params: ParamNames, tag: string, site: MessageValues, path: string): unknown {
  if (typeof english === 'string') {
    return typeof translated === 'string' ? formatMessage(translated, site, tag) : english;
  }
  if (typeof english === 'function') {
    if (typeof translated !== 'string') return english;
    const names = params[path] ?? [];
    return (...args: (string | number)[]) =>
      formatMessage(translated, { ...site, ...Object.fromEntries(names.map((name, i) => [name, args[i]])) }, tag);
  }
  if (Array.isArray(english)) {
    const list = Array.isArray(translated) ? translated : [];
    return Object.freeze(english.map((item, i) => walk(item, list[i], params, tag, site, `${path}.${i}`)));
  }
  if (english !== null && typeof english === 'object') {
    const source = translated !== null && typeof translated === 'object' ? (translated as Record<string, unknown>) : {};
    return Object.freeze(
      Object.fromEntries(
        Object.entries(english).map(([key, value]) => [key, walk(value, source[key], params, tag, site, path ? `${path}.${key}` : key)]),
      ),
    );
  }
  return english;
}
