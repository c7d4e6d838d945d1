import { randomUUID } from 'node:crypto';
import { readUnsubscribeToken, sampleUnsubscribeToken, unsubscribeHeaders, unsubscribeToken } from './unsubscribe-token';

const SECRET = 'mail-link-secret-mail-link-secret-0123';

describe(unsubscribeToken.name, () => {
  const id = randomUUID();

  it('names the reservation it was made for', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken(SECRET, id))).toEqual({ kind: 'reservation', reservationId: id });
  });

  it('carries the reservation id and no address', () => {
    expect(unsubscribeToken(SECRET, id)).toMatch(new RegExp(`^${id}\\.[A-Za-z0-9_-]{43}$`));
  });

  it('refuses a token made with another key, so rotating JWT_SECRET or any other key changes nothing', () => {
    expect(readUnsubscribeToken(SECRET, unsubscribeToken('another-secret-another-secret-01234', id))).toBeNull();
  });

  it('refuses a token whose id was changed to another reservation', () => {
    const [, signature] = unsubscribeToken(SECRET, id).split('.');
    expect(readUnsubscribeToken(SECRET, `${randomUUID()}.${signature}`)).toBeNull();
  });

  it('refuses a token whose signature was changed by one character', () => {
    const token = unsubscribeToken(SECRET, id);
    const changed = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(readUnsubscribeToken(SECRET, changed)).toBeNull();
  });

  it.each(['', 'no-dot', '.', `${id}.`, 'not-a-uuid.abc', `${id}.${'a'.repeat(300)}`])('refuses the malformed token %j', (token) => {
    expect(readUnsubscribeToken(SECRET, token)).toBeNull();
  });

  it('makes a sample token that is valid, recognisably a sample, and names no reservation', () => {
    const token = sampleUnsubscribeToken(SECRET);
    expect(token.startsWith('sample.')).toBe(true);
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ kind: 'sample' });
  });

  it('refuses a sample token with a forged signature', () => {
    expect(readUnsubscribeToken(SECRET, 'sample.forged')).toBeNull();
  });
});

describe(unsubscribeHeaders.name, () => {
  it('gives the one-click URL under PUBLIC_URL and the RFC 8058 post header', () => {
    expect(unsubscribeHeaders('https://gameshift.example/', 'abc.def')).toEqual({
      'List-Unsubscribe': '<https://gameshift.example/api/unsubscribe/abc.def>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
