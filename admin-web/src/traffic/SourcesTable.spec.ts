import { describe, expect, it } from '@jest/globals';
import { sourceRows } from './SourcesTable';

const sources = [
  { id: 'direct', visitors: 40, reservations: 4, confirmations: 1 },
  { id: 'stream / launch', visitors: 10, reservations: 5, confirmations: 5 },
  { id: 'unknown', visitors: 0, reservations: 2, confirmations: 1 },
];

describe(sourceRows.name, () => {
  it('gives each source its reservation and confirmation rates', () => {
    expect(sourceRows(sources, { column: 'id', direction: 'asc' })[1]).toEqual({
      ...sources[1],
      reservationRate: 0.5,
      confirmationRate: 1,
    });
  });

  it('sorts by a count, either way', () => {
    expect(sourceRows(sources, { column: 'visitors', direction: 'desc' }).map((row) => row.id)).toEqual([
      'direct',
      'stream / launch',
      'unknown',
    ]);
    expect(sourceRows(sources, { column: 'reservations', direction: 'asc' }).map((row) => row.id)).toEqual([
      'unknown',
      'direct',
      'stream / launch',
    ]);
  });

  it('sorts by a rate, a source without visitors below every real rate', () => {
    expect(sourceRows(sources, { column: 'reservationRate', direction: 'desc' }).map((row) => row.id)).toEqual([
      'stream / launch',
      'direct',
      'unknown',
    ]);
  });

  it('sorts by name, and breaks ties by name', () => {
    const tied = [...sources, { id: 'another', visitors: 10, reservations: 0, confirmations: 0 }];
    expect(sourceRows(tied, { column: 'visitors', direction: 'desc' }).map((row) => row.id)).toEqual([
      'direct',
      'another',
      'stream / launch',
      'unknown',
    ]);
  });
});
