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
