import { AppError } from '../common/app-error';
import { contentRange, likePattern, parseListQuery } from './list-query';

const SORTABLE = ['created_at', 'email'] as const;

describe(parseListQuery.name, () => {
  it('reads sort, range and filter in the simple REST dialect', () => {
    expect(parseListQuery({ sort: '["email","asc"]', range: '[25,49]', filter: '{"q":"neo"}' }, SORTABLE, 'created_at')).toEqual({
      sortField: 'email',
      sortOrder: 'ASC',
      offset: 25,
      limit: 25,
      filter: { q: 'neo' },
    });
  });

  it('defaults to the newest first, 25 rows', () => {
    expect(parseListQuery({}, SORTABLE, 'created_at')).toEqual({ sortField: 'created_at', sortOrder: 'DESC', offset: 0, limit: 25, filter: {} });
  });

  it('refuses sorting by a column that is not allowed', () => {
    expect(() => parseListQuery({ sort: '["password_hash","ASC"]' }, SORTABLE, 'created_at')).toThrow(AppError);
  });

  it('refuses malformed or oversized ranges', () => {
    for (const range of ['[5,1]', '[0,5000]', '[-1,3]', '"x"', '[0]', 'not json']) {
      expect(() => parseListQuery({ range }, SORTABLE, 'created_at')).toThrow(AppError);
    }
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
