import { AppError } from '../common/app-error';
import { honeypotTripped, parseReservationRequest } from './reservation-request';

function codeOf(body: unknown): string | undefined {
  try {
    parseReservationRequest(body);
    return undefined;
  } catch (error) {
    return error instanceof AppError ? `${error.code}: ${error.details.detail}` : 'thrown';
  }
}

describe(parseReservationRequest.name, () => {
  it('accepts the documented body and fills missing honeypot fields with empty strings', () => {
    const request = parseReservationRequest({ email: 'a@b.co', gameshift_id: 'neo', honeypot_fields: { website: '' }, human_token: 't' });
    expect(request).toEqual({
      email: 'a@b.co',
      gameshift_id: 'neo',
      honeypot: { website: '', confirmEmail: '', phoneBackup: '' },
      humanToken: 't',
      replaces: undefined,
    });
  });

  it('refuses a body that is not an object', () => {
    expect(codeOf([1])).toBe('invalid_body: The request body must be a JSON object.');
    expect(codeOf('x')).toBe('invalid_body: The request body must be a JSON object.');
    expect(codeOf(null)).toBe('invalid_body: The request body must be a JSON object.');
  });

  it('refuses unknown fields, including nested ones', () => {
    expect(codeOf({ email: 'a@b.co', admin: true })).toBe('invalid_body: Unexpected field: admin');
    expect(codeOf({ honeypot_fields: { password: 'x' } })).toBe('invalid_body: Unexpected field: honeypot_fields.password');
  });

  it('refuses fields of the wrong type', () => {
    expect(codeOf({ email: 42 })).toBe('invalid_body: email must be a string');
    expect(codeOf({ gameshift_id: ['a'] })).toBe('invalid_body: gameshift_id must be a string');
    expect(codeOf({ human_token: {} })).toBe('invalid_body: human_token must be a string');
    expect(codeOf({ honeypot_fields: 'x' })).toBe('invalid_body: honeypot_fields must be an object');
  });

  it('refuses oversized strings before any rule runs', () => {
    expect(codeOf({ email: 'x'.repeat(100_000) })).toBe('invalid_body: email is too long');
  });
});

describe(honeypotTripped.name, () => {
  it('trips on any filled honeypot field', () => {
    expect(honeypotTripped({ website: 'spam.example', confirmEmail: '', phoneBackup: '' })).toBe(true);
    expect(honeypotTripped({ website: '', confirmEmail: '', phoneBackup: '555' })).toBe(true);
  });

  it('ignores empty and blank fields', () => {
    expect(honeypotTripped({ website: '', confirmEmail: '  ', phoneBackup: '' })).toBe(false);
  });
});

describe('honeypot values', () => {
  it('replaces NUL characters, which the database cannot store', () => {
    const request = parseReservationRequest({ honeypot_fields: { website: 'a\u0000b' } });
    expect(request.honeypot.website).toBe('a\uFFFDb');
  });
});
