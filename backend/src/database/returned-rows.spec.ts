import { DeleteResult, InsertResult, UpdateResult } from 'typeorm';
import { returnedRows } from './returned-rows';

describe(returnedRows.name, () => {
  it('unwraps the [rows, count] answer of UPDATE and DELETE', () => {
    expect(returnedRows([[{ id: 'a' }], 1])).toEqual([{ id: 'a' }]);
    expect(returnedRows([[], 0])).toEqual([]);
  });

  it('passes the plain rows of SELECT and INSERT through', () => {
    expect(returnedRows([{ id: 'a' }, { id: 'b' }])).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(returnedRows([])).toEqual([]);
  });
});

describe(`${returnedRows.name} of query builder results`, () => {
  it('reads the rows an insert, update or delete returned from its raw answer', () => {
    const inserted = new InsertResult();
    inserted.raw = [{ id: 'a' }];
    const updated = new UpdateResult();
    updated.raw = [{ id: 'b' }];
    const deleted = new DeleteResult();
    deleted.raw = [];
    expect(returnedRows(inserted)).toEqual([{ id: 'a' }]);
    expect(returnedRows(updated)).toEqual([{ id: 'b' }]);
    expect(returnedRows(deleted)).toEqual([]);
  });
});
