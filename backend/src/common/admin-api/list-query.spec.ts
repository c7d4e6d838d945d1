import { AppError } from '../app-error';
import { DataSource } from 'typeorm';
import { contentRange, likePattern, listFilter, ListSpec, MAX_OFFSET, parseListQuery } from './list-query';

const SPEC: ListSpec = {
  sortable: ['created_at', 'email'],
  defaultSort: 'created_at',
  fields: { email: 'text', owner_id: 'uuid', blocked: 'boolean' },
  search: { columns: ['t.email', 't.name'], notText: 'refuse' },
  special: { state: ['open', 'closed'] },
};
const UNSEARCHED: ListSpec = { ...SPEC, search: 'none' };
const ID_A = '0b5f6a3e-3c1d-4a8e-9f57-1d2c3b4a5e6f';
const ID_B = 'c7d8e9f0-1a2b-4c3d-8e5f-6a7b8c9d0e1f';

function problemOf(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError && error.code === 'invalid_list') return (error as AppError<'invalid_list'>).details.list.problem;
    throw error;
  }
  return undefined;
}

describe(parseListQuery.name, () => {
  it('reads sort, range and filter in the simple REST dialect', () => {
    expect(parseListQuery({ sort: '["email","asc"]', range: '[25,49]', filter: '{"q":"neo"}' }, SPEC)).toEqual({
      sortField: 'email',
      sortOrder: 'ASC',
      offset: 25,
      limit: 25,
      filter: {},
      search: { text: 'neo', columns: ['t.email', 't.name'] },
      fields: [],
    });
  });

  it('defaults to the newest first, 25 rows', () => {
    expect(parseListQuery({}, SPEC)).toEqual({
      sortField: 'created_at',
      sortOrder: 'DESC',
      offset: 0,
      limit: 25,
      filter: {},
      search: null,
      fields: [],
    });
  });

  it('answers every id of a getMany, which sends no range', () => {
    const ids = Array.from({ length: 40 }, () => ID_A);
    const page = parseListQuery({ filter: JSON.stringify({ id: ids }) }, SPEC);
    expect(page).toMatchObject({ offset: 0, limit: 40 });
    expect(page.fields).toEqual([{ column: 'id', kind: 'uuid', values: ids }]);
  });

  it('drops ids that are not UUIDs, since no row can have them', () => {
    expect(parseListQuery({ filter: JSON.stringify({ id: [ID_A, 'nope', 7] }) }, SPEC).fields[0].values).toEqual([ID_A]);
  });

  it('reads a getManyReference target as a field filter, one value or several', () => {
    expect(
      parseListQuery({ filter: JSON.stringify({ owner_id: ID_B, blocked: 'true', email: ['a@x.io', 'b@x.io'] }) }, SPEC).fields,
    ).toEqual([
      { column: 'owner_id', kind: 'uuid', values: [ID_B] },
      { column: 'blocked', kind: 'boolean', values: [true] },
      { column: 'email', kind: 'text', values: ['a@x.io', 'b@x.io'] },
    ]);
  });

  it('reads a special filter as one of its values, and refuses any other', () => {
    expect(parseListQuery({ filter: '{"state":"open"}' }, SPEC).filter).toEqual({ state: 'open' });
    expect(problemOf(() => parseListQuery({ filter: '{"state":"ajar"}' }, SPEC))).toBe('filter_value');
  });

  it('refuses a search that is not text, or reads it as none, as the spec says', () => {
    expect(problemOf(() => parseListQuery({ filter: '{"q":7}' }, SPEC))).toBe('filter_value');
    expect(parseListQuery({ filter: '{"q":7}' }, { ...SPEC, search: { columns: ['t.email'], notText: 'ignore' } }).search).toBeNull();
  });

  it('reads a blank search as none', () => {
    expect(parseListQuery({ filter: '{"q":"  "}' }, SPEC).search).toBeNull();
  });

  it('refuses any search of a list with nothing to search, naming the filters it offers', () => {
    for (const q of ['"x"', '""', '7']) {
      expect(() => parseListQuery({ filter: `{"q":${q}}` }, UNSEARCHED)).toThrow(
        expect.objectContaining({ details: { list: { problem: 'search', allowed: ['state', 'id', 'email', 'owner_id', 'blocked'] } } }),
      );
    }
    expect(parseListQuery({ filter: '{"state":"open"}' }, UNSEARCHED).filter).toEqual({ state: 'open' });
  });

  it('cannot be given a search of no columns, whose query would be broken SQL', () => {
    // @ts-expect-error: a search names at least one column; a list with none says `none`.
    const spec: ListSpec = { ...SPEC, search: { columns: [], notText: 'refuse' } };
    expect(spec.search).not.toBe('none');
  });

  it('refuses a filter on a column that is not offered', () => {
    expect(problemOf(() => parseListQuery({ filter: '{"password_hash":"x"}' }, SPEC))).toBe('filter_field');
  });

  it('refuses a filter value of the wrong kind', () => {
    expect(problemOf(() => parseListQuery({ filter: '{"blocked":"maybe"}' }, SPEC))).toBe('filter_value');
    expect(problemOf(() => parseListQuery({ filter: '{"email":{"$ne":1}}' }, SPEC))).toBe('filter_value');
  });

  it('refuses more ids than one page holds', () => {
    expect(problemOf(() => parseListQuery({ filter: JSON.stringify({ id: Array.from({ length: 1001 }, () => ID_A) }) }, SPEC))).toBe('ids');
  });

  it('refuses sorting by a column that is not allowed', () => {
    expect(problemOf(() => parseListQuery({ sort: '["password_hash","ASC"]' }, SPEC))).toBe('sort');
  });

  it('refuses malformed, oversized and huge ranges', () => {
    const huge = ['[1e20,1e20]', '[9007199254740993,9007199254740994]', `[${MAX_OFFSET + 1},${MAX_OFFSET + 2}]`, '[0,1e400]'];
    for (const range of ['[5,1]', '[0,5000]', '[-1,3]', '"x"', '[0]', 'not json', '[0.5,3]', ...huge]) {
      expect(problemOf(() => parseListQuery({ range }, SPEC))).toBe('range');
    }
  });

  it('accepts the last offset offered', () => {
    expect(parseListQuery({ range: `[${MAX_OFFSET},${MAX_OFFSET + 9}]` }, SPEC)).toMatchObject({ offset: MAX_OFFSET, limit: 10 });
  });
});

describe(listFilter.name, () => {
  const builder = () => new DataSource({ type: 'postgres' }).createQueryBuilder().select('t.id').from('things', 't');

  it("searches the spec's columns with the text as a LIKE parameter", () => {
    const query = parseListQuery({ filter: '{"q":"a_b"}' }, SPEC);
    const [sql, parameters] = listFilter(builder(), query).getQueryAndParameters();
    expect(sql).toContain('WHERE (t.email ILIKE $1 OR t.name ILIKE $1)');
    expect(parameters).toEqual(['%a\\_b%']);
  });
});

describe(contentRange.name, () => {
  it('describes the rows returned and the total', () => {
    expect(contentRange('reservations', 0, 25, 1000)).toBe('reservations 0-24/1000');
    expect(contentRange('reservations', 0, 0, 0)).toBe('reservations */0');
  });
});

describe(likePattern.name, () => {
  it('escapes wildcards', () => {
    expect(likePattern('a_b%c')).toBe('%a\\_b\\%c%');
  });
});
