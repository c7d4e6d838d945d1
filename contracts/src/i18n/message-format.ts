/**
 * A small reader of ICU message patterns, enough for the catalogues: `{name}` (numbers in the
 * language's format), `{name, number, ::compact-short}` (a count shortened the language's way),
 * `{name, plural, =0 {…} one {…} other {…}}` with `#` for the number, and
 * `{name, select, a {…} other {…}}`. `'{'` quotes a brace. An unknown argument stays as written,
 * so a mistake shows on the page instead of throwing in the middle of a render.
 */
export type MessageValues = Readonly<Record<string, string | number>>;

export function formatMessage(pattern: string, values: MessageValues, tag: string): string {
  return render(pattern, values, tag, undefined);
}

/** The argument names a pattern uses, for the check that a translation uses English's. */
export function messageArguments(pattern: string): string[] {
  const names = new Set<string>();
  collect(pattern, names);
  return [...names].sort();
}

function collect(pattern: string, names: Set<string>): void {
  for (const part of parse(pattern)) {
    if (typeof part === 'string') continue;
    names.add(part.name);
    for (const branch of Object.values(part.branches ?? {})) collect(branch, names);
  }
}

type Argument = { name: string; kind?: 'plural' | 'select' | 'number'; compact?: boolean; branches?: Record<string, string> };

function render(pattern: string, values: MessageValues, tag: string, count: number | undefined): string {
  let out = '';
  for (const part of parse(pattern)) {
    if (typeof part === 'string') {
      out += count === undefined ? part : part.replace(/#/g, formatNumber(count, tag));
      continue;
    }
    const value = values[part.name];
    if (value === undefined) {
      out += `{${part.name}}`;
    } else if (part.kind === 'plural' && part.branches) {
      const n = Number(value);
      const branch = part.branches[`=${n}`] ?? part.branches[new Intl.PluralRules(tag).select(n)] ?? part.branches.other ?? '';
      out += render(branch, values, tag, n);
    } else if (part.kind === 'select' && part.branches) {
      out += render(part.branches[String(value)] ?? part.branches.other ?? '', values, tag, count);
    } else {
      out += typeof value === 'number' ? formatNumber(value, tag, part.compact) : value;
    }
  }
  return out;
}

/** `compact`: shortened the language's way, as posts show counts (1.2K, 1,2 mil, 1.2万). */
function formatNumber(n: number, tag: string, compact = false): string {
  return new Intl.NumberFormat(tag, compact ? { notation: 'compact', maximumFractionDigits: 1 } : undefined).format(n);
}

const cache = new Map<string, (string | Argument)[]>();

function parse(pattern: string): (string | Argument)[] {
  const known = cache.get(pattern);
  if (known) return known;
  const parts: (string | Argument)[] = [];
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
