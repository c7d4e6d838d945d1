/**
 * The front matter of an article file: the block between two '---' lines at its top, written in
 * the small part of YAML that articles need:
 *
 *   key: plain text            key: "JSON-style string"     key: 'single-quoted string'
 *   key: 12                    key: [one, "two", three]     key:
 *                                                             - one
 *                                                             - two
 *
 * Dates stay strings. Anything else is refused with its line number, so a typo cannot pass
 * silently as an odd value.
 */
export type FrontMatterValue = string | number | boolean | string[];

export class FrontMatterError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.name = 'FrontMatterError';
  }
}

export interface ParsedDocument {
  data: Record<string, FrontMatterValue>;
  body: string;
}

const KEY_LINE = /^([A-Za-z][A-Za-z0-9_]*):(?:[ \t]+(.*))?$/;
const LIST_ITEM = /^[ \t]+-[ \t]+(.*)$/;
const NUMBER = /^-?\d+(?:\.\d+)?$/;

function parseScalar(raw: string, line: number): string | number | boolean {
  const text = raw.trim();
  if (text.startsWith('"')) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'string') return value;
    } catch {
      // reported below
    }
    throw new FrontMatterError(`unterminated or malformed "quoted" text: ${text}`, line);
  }
  if (text.startsWith("'")) {
    if (text.length < 2 || !text.endsWith("'") || text.slice(1, -1).replace(/''/g, '').includes("'")) {
      throw new FrontMatterError(`unterminated or malformed 'quoted' text: ${text}`, line);
    }
    return text.slice(1, -1).replace(/''/g, "'");
  }
  // A plain value ends where a comment begins.
  const plain = text.replace(/\s+#.*$/, '').trim();
  if (/^[[\]{}>|&*!%@`]/.test(plain)) {
    throw new FrontMatterError(`unsupported YAML syntax, quote the text: ${plain}`, line);
  }
  if (NUMBER.test(plain)) return Number(plain);
  if (plain === 'true' || plain === 'false') return plain === 'true';
  return plain;
}

function splitFlowList(inner: string, line: number): string[] {
  const items: string[] = [];
  let current = '';
  let quote: string | null = null;
  for (let i = 0; i < inner.length; i += 1) {
    const c = inner[i];
    if (quote) {
      current += c;
      if (c === '\\' && quote === '"') {
        current += inner[i + 1] ?? '';
        i += 1;
      } else if (c === quote) {
        quote = null;
      }
    } else if (c === '"' || c === "'") {
      quote = c;
      current += c;
    } else if (c === ',') {
      items.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  if (quote) throw new FrontMatterError('unterminated quoted text in a [list]', line);
  if (current.trim() !== '' || items.length > 0) items.push(current);
  return items;
}

function parseListItem(raw: string, line: number): string {
  if (raw.trim() === '') throw new FrontMatterError('empty list item', line);
  return String(parseScalar(raw, line));
}

function parseValue(raw: string, line: number): FrontMatterValue {
  const text = raw.trim();
  if (text.startsWith('[')) {
    if (!text.endsWith(']')) throw new FrontMatterError('a [list] must close on the same line', line);
    return splitFlowList(text.slice(1, -1), line).map((item) => parseListItem(item, line));
  }
  return parseScalar(text, line);
}

/** Splits a document into its front matter and its body; a document must start with '---'. */
export function parseFrontMatter(source: string): ParsedDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  if (lines[0]?.trim() !== '---') throw new FrontMatterError('the file must start with a --- line opening the front matter', 1);
  const end = lines.findIndex((l, i) => i > 0 && l.trim() === '---');
  if (end === -1) throw new FrontMatterError('the front matter is not closed by a --- line');

  const data: Record<string, FrontMatterValue> = {};
  let openList: { key: string; items: string[] } | null = null;
  for (let i = 1; i < end; i += 1) {
    const lineNo = i + 1;
    const line = lines[i];
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (!openList) throw new FrontMatterError('a list item must follow a "key:" line', lineNo);
      openList.items.push(parseListItem(item[1], lineNo));
      continue;
    }
    const match = KEY_LINE.exec(line);
    if (!match) throw new FrontMatterError(`expected "key: value", got: ${line.trim()}`, lineNo);
    const [, key, rest] = match;
    if (Object.prototype.hasOwnProperty.call(data, key)) throw new FrontMatterError(`${key} is given twice`, lineNo);
    if (rest === undefined || rest.trim() === '' || rest.trim().startsWith('#')) {
      openList = { key, items: [] };
      data[key] = openList.items;
    } else {
      openList = null;
      data[key] = parseValue(rest, lineNo);
    }
  }
  return {
    data,
    body: lines
      .slice(end + 1)
      .join('\n')
      .replace(/^\n+/, ''),
  };
}
