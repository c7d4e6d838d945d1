import { parseMessage as parse } from './message-parser';
import { COMPACT } from './number-format';

export { messageArguments } from './message-parser';

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
  return new Intl.NumberFormat(tag, compact ? COMPACT : undefined).format(n);
}
