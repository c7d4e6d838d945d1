import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { AppError } from '../app-error';

/** How a column named in a field filter is compared: equality, or any of a list of values. */
export type FilterKind = 'uuid' | 'text' | 'boolean';

/** The expressions (of the list's alias) `filter.q` searches: at least one, so a search always has something to match. */
export type SearchColumns = readonly [string, ...string[]];

/**
 * `filter.q`: the expressions it searches, and whether a value that is not text is refused with a
 * 400 (`refuse`) or read as no search at all (`ignore`); or `none`, a list with nothing to search,
 * which refuses any `q` with a 400.
 */
export type ListSearchSpec = { columns: SearchColumns; notText: 'refuse' | 'ignore' } | 'none';

/** What one admin resource offers to react-admin's list calls. */
export interface ListSpec {
  sortable: readonly string[];
  defaultSort: string;
  /** Columns a field filter (getList filters, getManyReference's target) may name. `id` is always offered. */
  fields: Readonly<Record<string, FilterKind>>;
  search: ListSearchSpec;
  /** Filters the resource interprets itself beyond `q` (a computed status), each with the values it accepts. */
  special: Readonly<Record<string, readonly string[]>>;
}

/** The resource's own filters as the parser hands them on: each special filter as one of its values. */
export type ListFilter<S extends ListSpec = ListSpec> = { [K in keyof S['special']]?: S['special'][K][number] };

/** A search asked for: its text (trimmed, never empty) and the expressions the spec says it matches. */
export interface ListSearch {
  text: string;
  columns: SearchColumns;
}

/** A page request in react-admin's simple REST dialect: sort=["field","ASC"], range=[0,24], filter={...}. */
export interface ListQuery<S extends ListSpec = ListSpec> {
  sortField: string;
  sortOrder: 'ASC' | 'DESC';
  offset: number;
  limit: number;
  /** The resource's own filters (`status`), each checked against the spec. */
  filter: ListFilter<S>;
  /** `filter.q`, when one was asked of a list that offers a search. */
  search: ListSearch | null;
  /** Column filters, each checked against its kind; a list means "any of". */
  fields: Array<{ column: string; kind: FilterKind; values: Array<string | boolean> }>;
}

export const MAX_PAGE = 1000;
/** Far beyond any real table, far below where PostgreSQL's OFFSET or JavaScript's integers break. */
export const MAX_OFFSET = 100_000_000;
const MAX_JSON = 40_000;
/** The longest search text used; the rest of a longer one is dropped. */
const MAX_SEARCH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function parseJson(raw: unknown, fail: () => AppError): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string' || raw.length > MAX_JSON) throw fail();
  try {
    return JSON.parse(raw);
  } catch {
    throw fail();
  }
}

function fieldValues(column: string, kind: FilterKind, raw: unknown): Array<string | boolean> {
  const list = Array.isArray(raw) ? raw : [raw];
  if (list.length > MAX_PAGE) throw new AppError('invalid_list', { list: { problem: 'ids', max: MAX_PAGE } });
  const bad = () => new AppError('invalid_list', { list: { problem: 'filter_value', field: column } });
  if (kind === 'boolean') {
    return list.map((v) => {
      if (typeof v === 'boolean') return v;
      if (v === 'true' || v === 'false') return v === 'true';
      throw bad();
    });
  }
  const texts = list.map((v) => {
    if (typeof v === 'string' && v.length <= 320) return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    throw bad();
  });
  // An id that is not a UUID names no row: it matches nothing instead of failing the cast.
  return kind === 'uuid' ? texts.filter(isUuid) : texts;
}

/**
 * Reads getList, getMany and getManyReference as ra-data-simple-rest sends them. getMany sends only
 * `filter={"id":[…]}`, so without a range a list of ids is answered in full.
 */
export function parseListQuery<S extends ListSpec>(query: Record<string, unknown>, spec: S): ListQuery<S> {
  const sortError = () => new AppError('invalid_list', { list: { problem: 'sort', allowed: spec.sortable } });
  const sort = parseJson(query.sort, sortError) ?? [spec.defaultSort, 'DESC'];
  if (!Array.isArray(sort) || !spec.sortable.includes(sort[0]) || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
    throw sortError();
  }

  const filter = parseJson(query.filter, () => new AppError('invalid_list', { list: { problem: 'filter' } })) ?? {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new AppError('invalid_list', { list: { problem: 'filter' } });
  }
  const offered: Record<string, FilterKind> = { id: 'uuid', ...spec.fields };
  const special = ['q', ...Object.keys(spec.special)];
  const own: Record<string, unknown> = {};
  const fields: ListQuery['fields'] = [];
  for (const [name, value] of Object.entries(filter as Record<string, unknown>)) {
    if (special.includes(name)) own[name] = value;
    else if (Object.hasOwn(offered, name))
      fields.push({ column: name, kind: offered[name], values: fieldValues(name, offered[name], value) });
    else
      throw new AppError('invalid_list', {
        list: { problem: 'filter_field', field: name, allowed: [...special, ...Object.keys(offered)] },
      });
  }

  const rangeError = () => new AppError('invalid_list', { list: { problem: 'range', max: MAX_PAGE, maxOffset: MAX_OFFSET } });
  const ids = fields.find((f) => f.column === 'id');
  const idList = (filter as Record<string, unknown>).id;
  const defaultRange = [0, Math.max(ids && Array.isArray(idList) ? idList.length : 25, 1) - 1];
  const range = parseJson(query.range, rangeError) ?? defaultRange;
  if (
    !Array.isArray(range) ||
    range.length !== 2 ||
    !range.every((n) => Number.isSafeInteger(n) && n >= 0) ||
    range[0] > MAX_OFFSET ||
    range[1] < range[0] ||
    range[1] - range[0] >= MAX_PAGE
  ) {
    throw rangeError();
  }
  return {
    sortField: sort[0],
    sortOrder: String(sort[1]).toUpperCase() as 'ASC' | 'DESC',
    offset: range[0],
    limit: range[1] - range[0] + 1,
    filter: ownFilters(own, spec),
    search: searchOf(own.q, spec, Object.keys(offered)),
    fields,
  };
}

/** The resource's own filters: each special filter against its values. */
function ownFilters<S extends ListSpec>(own: Record<string, unknown>, spec: S): ListFilter<S> {
  const filter: Record<string, unknown> = {};
  for (const [name, values] of Object.entries(spec.special)) {
    const value = own[name];
    if (value === undefined) continue;
    if (!values.includes(value as string)) throw new AppError('invalid_list', { list: { problem: 'filter_value', field: name } });
    filter[name] = value;
  }
  return filter as ListFilter<S>;
}

/** `filter.q` as the spec reads it; a list with nothing to search refuses it, naming the filters it does offer. */
function searchOf(q: unknown, spec: ListSpec, offered: readonly string[]): ListSearch | null {
  if (q === undefined) return null;
  if (spec.search === 'none') {
    throw new AppError('invalid_list', { list: { problem: 'search', allowed: [...Object.keys(spec.special), ...offered] } });
  }
  if (typeof q !== 'string') {
    if (spec.search.notText === 'refuse') throw new AppError('invalid_list', { list: { problem: 'filter_value', field: 'q' } });
    return null;
  }
  const text = q.trim().slice(0, MAX_SEARCH);
  return text ? { text, columns: spec.search.columns } : null;
}

/**
 * Narrows a list read to the request's column filters and `q` search, sorted and paged as asked.
 * Columns come from the resource's spec, never from the request; values are parameters. The resource's other special filters (a computed status) are the caller's. Rows
 * that sort alike are ordered by id (`idOrder`, by default the requested order), so pages never
 * overlap.
 */
export function listPage<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: ListQuery,
  idOrder: 'ASC' | 'DESC' = query.sortOrder,
): SelectQueryBuilder<T> {
  const alias = builder.alias;
  return listFilter(builder, query)
    .orderBy(`${alias}.${query.sortField}`, query.sortOrder)
    .addOrderBy(`${alias}.id`, idOrder)
    .offset(query.offset)
    .limit(query.limit);
}

/** Narrows a read to the request's column filters and `q` search only: what a list shows, unpaged (an export of it). */
export function listFilter<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  query: Pick<ListQuery, 'fields' | 'search'>,
): SelectQueryBuilder<T> {
  const alias = builder.alias;
  query.fields.forEach(({ column, values }, i) => {
    // An id list with no possible id (getMany of stale ids) names no row.
    if (values.length === 0) builder.andWhere('false');
    else builder.andWhere(`${alias}.${column} IN (:...field${i})`, { [`field${i}`]: values });
  });
  if (query.search) {
    const { text, columns } = query.search;
    builder.andWhere(`(${columns.map((column) => `${column} ILIKE :search`).join(' OR ')})`, { search: likePattern(text) });
  }
  return builder;
}

/** What a list read answers: one page of rows, and how many rows the whole list holds. */
export interface ListPage<T> {
  rows: T[];
  total: number;
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
