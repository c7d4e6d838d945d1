/**
 * The reading of an ICU message pattern into text and arguments, shared by the formatter
 * (message-format.ts) and the build step that compiles English into code
 * (contracts/scripts/compile-english.mjs, which loads this file as it is: it imports nothing and
 * uses only types Node can strip).
 */
export type Argument = { name: string; kind?: 'plural' | 'select' | 'number'; compact?: boolean; branches?: Record<string, string> };

export type Part = string | Argument;

const cache = new Map<string, Part[]>();

/** `pattern` as text and arguments; `''` and a quoted brace read as text. */
export function parseMessage(pattern: string): Part[] {
  const known = cache.get(pattern);
  if (known) return known;
  const parts: Part[] = [];
  let text = '';
  let i = 0;
  while (i < pattern.length) {
    const ch = pattern[i];
    if (ch === "'" && pattern[i + 1] === "'") {
      text += "'";
      i += 2;
    } else if (ch === "'" && (pattern[i + 1] === '{' || pattern[i + 1] === '}')) {
      const end = pattern.indexOf("'", i + 1);
      text += pattern.slice(i + 1, end < 0 ? undefined : end);
      i = end < 0 ? pattern.length : end + 1;
    } else if (ch === '{') {
      const end = closing(pattern, i);
      if (text) parts.push(text);
      text = '';
      parts.push(argument(pattern.slice(i + 1, end)));
      i = end + 1;
    } else {
      text += ch;
      i += 1;
    }
  }
  if (text) parts.push(text);
  if (cache.size < 2000) cache.set(pattern, parts);
  return parts;
}

function closing(pattern: string, open: number): number {
  let depth = 0;
  for (let i = open; i < pattern.length; i += 1) {
    if (pattern[i] === '{') depth += 1;
    else if (pattern[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`Unclosed { in message: ${pattern}`);
}

function argument(body: string): Argument {
  const first = body.indexOf(',');
  if (first < 0) return { name: body.trim() };
  const name = body.slice(0, first).trim();
  const rest = body.slice(first + 1);
  const second = rest.indexOf(',');
  const kind = (second < 0 ? rest : rest.slice(0, second)).trim();
  if (kind === 'number') {
    const style = second < 0 ? '' : rest.slice(second + 1).trim();
    if (style !== '' && style !== '::compact-short') throw new Error(`Unknown number style "${style}" in {${body}}`);
    return { name, kind, compact: style !== '' };
  }
  if (kind !== 'plural' && kind !== 'select') throw new Error(`Unknown argument kind "${kind}" in {${body}}`);
  const branches: Record<string, string> = {};
  const source = rest.slice(second + 1);
  let i = 0;
  while (i < source.length) {
    const open = source.indexOf('{', i);
    if (open < 0) break;
    const key = source.slice(i, open).trim();
    const end = closing(source, open);
    branches[key] = source.slice(open + 1, end);
    i = end + 1;
  }
  return { name, kind, branches };
}

/**
 * The argument names a pattern uses, nested ones included, for the checks that a translation uses
 * English's (here rather than in message-format.ts, so the scripts can load it as it is).
 */
export function messageArguments(pattern: string): string[] {
  const names = new Set<string>();
  const collect = (text: string): void => {
    for (const part of parseMessage(text)) {
      if (typeof part === 'string') continue;
      names.add(part.name);
      for (const branch of Object.values(part.branches ?? {})) collect(branch);
    }
  };
  collect(pattern);
  return [...names].sort();
}
