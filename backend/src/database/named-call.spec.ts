import { namedCall } from './named-call';

describe(namedCall.name, () => {
  it('pairs each parameter name with the placeholder of its value', () => {
    expect(namedCall('confirm_reservation', { p_now: 'now', p_token_hash: null, p_reservation_id: 'id' })).toEqual([
      'SELECT * FROM confirm_reservation(p_now => $1, p_token_hash => $2, p_reservation_id => $3)',
      ['now', null, 'id'],
    ]);
  });

  it('refuses a name that is not a plain SQL identifier', () => {
    expect(() => namedCall('f', { 'p_a); DROP TABLE reservations; --': 1 })).toThrow('not a plain SQL name');
    expect(() => namedCall('F()', {})).toThrow('not a plain SQL name');
  });
});
