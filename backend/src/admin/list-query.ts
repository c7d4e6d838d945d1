import { AppError } from '../common/app-error';

/** A page request in react-admin's simple REST dialect: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListQuery {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const MAX_PAGE = 1000;

function parseJson(name: string, raw: unknown): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > 2000) throw new AppError('invalid_body', { detail: `${name} must be JSON` });
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('invalid_body', { detail: `${name} must be JSON` });
  }
}

export function parseListQuery(query: Record<string, unknown>, sortable: readonly string[], defaultSort: string): ListQuery {
  const sort = parseJson('sort', query.sort) ?? [defaultSort, 'DESC'];
  if (!Array.isArray(sort) || !sortable.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw new AppError('invalid_body', { detail: `sort must be ["<${sortable.join('|')}>","ASC|DESC"]` });
  }
  const range = parseJson('range', query.range) ?? [0, 24];
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isInteger(n) && n >= 0) ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_PAGE
  ) {
    throw new AppError('invalid_body', { detail: `range must be [first,last] with at most ${MAX_PAGE} rows` });
  }
  const filter = parseJson('filter', query.filter) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new AppError('invalid_body', { detail: 'filter must be a JSON object' });
  }
  return {
    sortField: sort[0],
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    offset: range[0],
    limit: range[1] - range[0] + 1,
    filter: filter as Record<string, unknown>,
  };
}

/** The Content-Range header react-admin reads the total from. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** Escapes LIKE wildcards so a search for "a_b" means those characters. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
