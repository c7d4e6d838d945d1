import { ADMIN_OPERATIONS, RESEND } from '@gameshift/contracts';
import { get, messages, postJson, postText, type Answer } from './support/api';
import { ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { fileClient } from './support/per-file-client';
import { reserve, uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

/*
 * What every endpoint with a request class answers to a request of the wrong shape, stated
 * exactly: status and whole body. These are the answers the hand-written parsers gave before the
 * edge was declared as classes (run this file with E2E_APP_MAIN=<earlier build>/backend/dist/main.js
 * to see them from an earlier build), so a change in any of them is a change of the API.
 */

let app: SharedApp;
let token: string;

beforeAll(async () => {
  app = await sharedApp();
  token = await signIn(app.baseUrl);
});

function answer(res: Answer<unknown>): { status: number; body: unknown } {
  return { status: res.status, body: res.body };
}

const NOT_AN_OBJECT = { status: 400, body: { code: 'invalid_body', error: 'The request body must be a JSON object.' } };

describe('POST /api/validate-reservation', () => {
  const valid = () => ({ email: uniqueEmail(), gameshift_id: uniqueHandle() });

  /** The reservations this file's client made: other files reserve on the same app, as clients of their own. */
  async function reservationCount(): Promise<number> {
    const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM reservations WHERE client_key = $1', [fileClient()]);
    return n;
  }

  it.each([
    ['an array', '[1]'],
    ['an empty array', '[]'],
    ['a string', '"x"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('refuses %s as the body', async (_case, text) => {
    expect(answer(await postText(app.baseUrl, '/api/validate-reservation', text))).toEqual(NOT_AN_OBJECT);
  });

  it.each([
    ['an unexpected field', { admin: true }, 'Unexpected field: admin'],
    ['an unexpected field in honeypot_fields', { honeypot_fields: { password: 'x' } }, 'Unexpected field: honeypot_fields.password'],
    ['an unexpected field with a long name, cut at 40 characters', { ['k'.repeat(60)]: 1 }, `Unexpected field: ${'k'.repeat(40)}`],
    ['a wrong type in user_agent', { user_agent: { name: 'bot' } }, 'user_agent must be a string'],
    ['a wrong type in human_token', { human_token: {} }, 'human_token must be a string'],
    ['a wrong type in replaces', { replaces: 7 }, 'replaces must be a string'],
    ['a string as honeypot_fields', { honeypot_fields: 'x' }, 'honeypot_fields must be an object'],
    ['an array as honeypot_fields', { honeypot_fields: ['x'] }, 'honeypot_fields must be an object'],
    ['a wrong type in a honeypot field', { honeypot_fields: { website: 7 } }, 'website must be a string'],
    ['a too-long user_agent', { user_agent: 'u'.repeat(1025) }, 'user_agent is too long'],
    ['a too-long human_token', { human_token: 't'.repeat(1025) }, 'human_token is too long'],
    ['a too-long honeypot field', { honeypot_fields: { phoneBackup: 'p'.repeat(1025) } }, 'phoneBackup is too long'],
  ])('refuses %s with 400 naming it, and creates nothing', async (_case, override, error) => {
    const before = await reservationCount();
    const res = await reserve(app.baseUrl, { ...valid(), ...override });
    expect(answer(res)).toEqual({ status: 400, body: { error, code: 'invalid_body' } });
    expect(await reservationCount()).toBe(before);
  });

  it.each([
    ['a number as the email', { email: 42 }, 'email must be a string', 'email'],
    ['an array as the handle', { gameshift_id: ['a'] }, 'gameshift_id must be a string', 'gameshift_id'],
    ['a too-long email', { email: `${'x'.repeat(1020)}@b.co` }, 'email is too long', 'email'],
    ['a too-long handle', { gameshift_id: 'h'.repeat(1025) }, 'gameshift_id is too long', 'gameshift_id'],
  ])('refuses %s with 400 on that field', async (_case, override, error, field) => {
    expect(answer(await reserve(app.baseUrl, { ...valid(), ...override }))).toEqual({
      status: 400,
      body: { error, code: 'invalid_body', field },
    });
  });

  it('checks the whole shape first: an unexpected field wins over a wrong type, in any order', async () => {
    expect(answer(await reserve(app.baseUrl, { email: 42, admin: true }))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'Unexpected field: admin' },
    });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'refuses a field named %s, whatever its value, as unexpected, and creates nothing',
    async (key) => {
      const before = await reservationCount();
      for (const value of ['null', '1', '{}', '"x"']) {
        const text = `{"email":"${uniqueEmail()}","gameshift_id":"${uniqueHandle()}","${key}":${value}}`;
        expect(answer(await postText(app.baseUrl, '/api/validate-reservation', text))).toEqual({
          status: 400,
          body: { code: 'invalid_body', error: `Unexpected field: ${key}` },
        });
      }
      expect(await reservationCount()).toBe(before);
    },
  );

  it('refuses a field nested thousands of levels deep like any unexpected field, and a string nested so like a wrong type', async () => {
    const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
    expect(answer(await postText(app.baseUrl, '/api/validate-reservation', `{"a":${deep(5000)}}`))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'Unexpected field: a' },
    });
    expect(answer(await postText(app.baseUrl, '/api/validate-reservation', `{"email":${deep(5000)}}`))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'email must be a string', field: 'email' },
    });
    expect(answer(await postText(app.baseUrl, '/api/verify', `{"token":${deep(5000)}}`))).toEqual({
      status: 200,
      body: { state: 'error', message: messages.invalidOrExpiredLink },
    });
  });

  it('reports the first wrong field in the documented order: email, gameshift_id, user_agent, honeypot_fields, human_token, replaces', async () => {
    expect(answer(await reserve(app.baseUrl, { replaces: 1, human_token: 1, gameshift_id: 1, email: 1 }))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'email must be a string', field: 'email' },
    });
    expect(answer(await reserve(app.baseUrl, { replaces: 1, human_token: 1, honeypot_fields: 1, user_agent: 1 }))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'user_agent must be a string' },
    });
    expect(answer(await reserve(app.baseUrl, { replaces: 1, human_token: 1, honeypot_fields: 1 }))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'honeypot_fields must be an object' },
    });
  });

  it('reports a wrong shape before any rule: an invalid handle with a bad user_agent is about the user_agent', async () => {
    expect(answer(await reserve(app.baseUrl, { email: 'not-an-email', gameshift_id: '!!', user_agent: 5 }))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'user_agent must be a string' },
    });
  });

  it('reads null fields as missing: the handle rule answers, then the email rule', async () => {
    expect(answer(await reserve(app.baseUrl, { email: null, gameshift_id: null, human_token: null, replaces: null }))).toEqual({
      status: 400,
      body: { code: 'handle_required', error: messages.handleRequired, field: 'gameshift_id' },
    });
    expect(answer(await reserve(app.baseUrl, { email: null, gameshift_id: uniqueHandle() }))).toEqual({
      status: 400,
      body: { code: 'email_required', error: messages.emailRequired, field: 'email' },
    });
  });

  // The traps are judged only after the game is spent (issue 20), so a request with a filled trap
  // meets the input rules first, like any other: a decoy for bad input would tell a script its trap was seen.
  it('judges the handle and email of a request with a filled trap field like any other, and creates nothing', async () => {
    const before = await reservationCount();
    expect(
      answer(await reserve(app.baseUrl, { email: ' Not An Email ', gameshift_id: 'BAD!!', honeypot_fields: { website: 'spam.example' } })),
    ).toEqual({
      status: 400,
      body: { code: 'handle_format', error: messages.handleFormat, field: 'gameshift_id' },
    });
    expect(
      answer(await reserve(app.baseUrl, { email: ' Not An Email ', gameshift_id: uniqueHandle(), honeypot_fields: { website: 'spam' } })),
    ).toEqual({
      status: 400,
      body: { code: 'email_invalid', error: messages.emailInvalid, field: 'email' },
    });
    expect(await reservationCount()).toBe(before);
  });

  it('refuses a trap field of the wrong shape with 400', async () => {
    expect(answer(await reserve(app.baseUrl, { ...valid(), honeypot_fields: { website: 'spam', confirmEmail: 3 } }))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'confirmEmail must be a string' },
    });
  });
});

describe('POST /api/verify', () => {
  const invalidLink = { status: 200, body: { state: 'error', message: messages.invalidOrExpiredLink } };

  it.each([
    ['no token', {}],
    ['a number as the token', { token: 42 }],
    ['an object as the token', { token: { a: 1 } }],
    ['a too-long token', { token: 'a'.repeat(5000) }],
    ['an unexpected field beside a malformed token', { token: 'x', admin: true }],
  ])('answers %s as an invalid link', async (_case, body) => {
    expect(answer(await postJson(app.baseUrl, '/api/verify', body))).toEqual(invalidLink);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"token"'],
  ])('answers %s as the body as an invalid link', async (_case, text) => {
    expect(answer(await postText(app.baseUrl, '/api/verify', text))).toEqual(invalidLink);
  });

  it('answers a wrong token beside a field named constructor as an invalid link', async () => {
    for (const text of ['{"constructor":null}', '{"token":42,"constructor":null}', '{"token":"x","constructor":{}}']) {
      expect(answer(await postText(app.baseUrl, '/api/verify', text))).toEqual(invalidLink);
    }
  });
});

describe('POST /api/verify/resend', () => {
  const neither = { status: 400, body: { code: 'invalid_body', error: 'Send either the token of your link or your email address.' } };
  const sent = { status: 202, body: { message: messages.verificationResent, retryAfterSeconds: RESEND.cooldownMs / 1000 } };

  it.each([
    ['no field', {}],
    ['a number as the token', { token: 42 }],
    ['a too-long token', { token: 't'.repeat(257) }],
    ['a number as the email', { email: 42 }],
    ['a token and an email', { token: 42, email: 'a@b.co' }],
  ])('refuses %s with 400', async (_case, body) => {
    expect(answer(await postJson(app.baseUrl, '/api/verify/resend', body))).toEqual(neither);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a number', '7'],
  ])('refuses %s as the body with 400', async (_case, text) => {
    expect(answer(await postText(app.baseUrl, '/api/verify/resend', text))).toEqual(neither);
  });

  it('refuses a manage_key that is not a key with 400 naming it', async () => {
    const wrong = { status: 400, body: { code: 'invalid_body', error: 'manage_key must be the key the reservation answer gave.' } };
    expect(answer(await postJson(app.baseUrl, '/api/verify/resend', { manage_key: 5 }))).toEqual(wrong);
    expect(answer(await postJson(app.baseUrl, '/api/verify/resend', { manage_key: 'short', token: 'x' }))).toEqual(wrong);
  });

  it('judges an email by the email rule', async () => {
    expect(answer(await postJson(app.baseUrl, '/api/verify/resend', { email: 'not-an-email' }))).toEqual({
      status: 400,
      body: { code: 'email_invalid', error: messages.emailInvalid, field: 'email' },
    });
  });

  it('answers a malformed but short token, and an unexpected field, with the anonymous 202', async () => {
    expect(answer(await postJson(app.baseUrl, '/api/verify/resend', { token: 'short' }))).toEqual(sent);
    expect(answer(await postJson(app.baseUrl, '/api/verify/resend', { email: uniqueEmail(), admin: true }))).toEqual(sent);
  });
});

describe('POST /api/human-check/verify', () => {
  const wrongShape = {
    status: 400,
    body: { code: 'invalid_body', error: 'Send the challenge and the sequence of pads you played.', field: 'human_token' },
  };

  it.each([
    ['no field', {}],
    ['a number as the challenge', { challenge: 1, sequence: ['red'] }],
    ['no sequence', { challenge: 'c' }],
    ['a string as the sequence', { challenge: 'c', sequence: 'red' }],
    ['an unknown pad in the sequence', { challenge: 'c', sequence: ['red', 'purple'] }],
    ['a sequence of 17 pads', { challenge: 'c', sequence: Array.from({ length: 17 }, () => 'red') }],
  ])('refuses %s with 400 on human_token', async (_case, body) => {
    expect(answer(await postJson(app.baseUrl, '/api/human-check/verify', body))).toEqual(wrongShape);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
    ['a string', '"x"'],
  ])('refuses %s as the body with 400 on human_token', async (_case, text) => {
    expect(answer(await postText(app.baseUrl, '/api/human-check/verify', text))).toEqual(wrongShape);
  });

  it('answers a well-formed answer to a forged challenge, extra fields ignored, with 403', async () => {
    expect(answer(await postJson(app.baseUrl, '/api/human-check/verify', { challenge: 'forged', sequence: ['red'], extra: 1 }))).toEqual({
      status: 403,
      body: { code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' },
    });
  });

  it('drops a field named constructor or toString and still checks the rest', async () => {
    for (const key of ['constructor', 'toString']) {
      for (const value of ['null', '1', '{}']) {
        expect(answer(await postText(app.baseUrl, '/api/human-check/verify', `{"${key}":${value}}`))).toEqual(wrongShape);
        expect(answer(await postText(app.baseUrl, '/api/human-check/verify', `{"${key}":${value},"challenge":1,"sequence":[]}`))).toEqual(
          wrongShape,
        );
        expect(
          answer(await postText(app.baseUrl, '/api/human-check/verify', `{"${key}":${value},"challenge":"forged","sequence":["red"]}`)),
        ).toEqual({ status: 403, body: { code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' } });
      }
    }
  });
});

describe('POST /api/admin-login', () => {
  const wrongShape = { status: 400, body: { code: 'invalid_body', error: 'Send an email and a password.' } };

  it.each([
    ['no field', {}],
    ['no password', { email: ADMIN_ENV.ADMIN_EMAIL }],
    ['a number as the email', { email: 1, password: 'x' }],
    ['an array as the password', { email: ADMIN_ENV.ADMIN_EMAIL, password: ['x'] }],
    ['an email of 255 characters', { email: `${'a'.repeat(243)}@example.com`, password: 'x' }],
    ['a password of 1025 characters', { email: ADMIN_ENV.ADMIN_EMAIL, password: 'p'.repeat(1025) }],
  ])('refuses %s with 400', async (_case, body) => {
    expect(answer(await postJson(app.baseUrl, '/api/admin-login', body))).toEqual(wrongShape);
  });

  it.each([
    ['an array', '[]'],
    ['null', 'null'],
  ])('refuses %s as the body with 400', async (_case, text) => {
    expect(answer(await postText(app.baseUrl, '/api/admin-login', text))).toEqual(wrongShape);
  });

  it('ignores an unexpected field: a wrong password beside it is a 401', async () => {
    expect(
      answer(await postJson(app.baseUrl, '/api/admin-login', { email: ADMIN_ENV.ADMIN_EMAIL, password: 'wrong', role: 'root' })),
    ).toEqual({
      status: 401,
      body: { success: false, error: messages.invalidCredentials, code: 'invalid_credentials' },
    });
  });
});

describe('POST /api/admin-operations', () => {
  const invalid = { status: 400, body: { code: 'invalid_operation', error: messages.adminOperationInvalid(ADMIN_OPERATIONS) } };
  const post = (body: unknown) => call(app.baseUrl, 'POST', '/api/admin-operations', bearer(token), body);

  it.each([
    ['no field', {}],
    ['an unknown operation', { operation: 'DROP', data: { reservationId: '00000000-0000-4000-8000-000000000000' } }],
    ['no data', { operation: 'MANUAL_VERIFY' }],
    ['a number as the reservation id', { operation: 'MANUAL_VERIFY', data: { reservationId: 5 } }],
    ['a string as data', { operation: 'DELETE_RESERVATION', data: 'x' }],
    ['an array as the body', []],
    ['null as the body', null],
  ])('refuses %s with 400 naming the operations', async (_case, body) => {
    expect(answer(await post(body))).toEqual(invalid);
  });

  it('answers a well-formed operation on an id that is no reservation with 404', async () => {
    expect(answer(await post({ operation: 'MANUAL_VERIFY', data: { reservationId: 'not-a-uuid' }, extra: 1 }))).toEqual({
      status: 404,
      body: { code: 'not_found', error: messages.reservationNotFound },
    });
  });
});

describe('GET /api/admin lists', () => {
  const list = (resource: string, query: string) => get(app.baseUrl, `/api/admin/${resource}?${query}`, { headers: bearer(token) });
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  const range = { status: 400, body: { code: 'invalid_list', error: messages.listRangeInvalid(1000, 100_000_000) } };

  it.each(['reservations', 'violations', 'audit'])(
    '%s: refuses a malformed sort, range or filter with the catalogue text',
    async (resource) => {
      const bad = await list(resource, q({ sort: '["nope","ASC"]' }));
      expect(bad.status).toBe(400);
      expect((bad.body as { error: string }).error).toMatch(/^sort /);
      expect(answer(await list(resource, q({ sort: 'not json' })))).toEqual(answer(bad));
      expect(answer(await list(resource, q({ range: '[0,1000]' })))).toEqual(range);
      expect(answer(await list(resource, q({ range: '[0,1e300]' })))).toEqual(range);
      expect(answer(await list(resource, q({ range: '[-1,3]' })))).toEqual(range);
      expect(answer(await list(resource, q({ range: '[100000001,100000002]' })))).toEqual(range);
      expect(answer(await list(resource, q({ filter: '[]' })))).toEqual({
        status: 400,
        body: { code: 'invalid_list', error: messages.listFilterInvalid },
      });
      expect(answer(await list(resource, q({ filter: '{' })))).toEqual({
        status: 400,
        body: { code: 'invalid_list', error: messages.listFilterInvalid },
      });
      expect(answer(await list(resource, `filter=${encodeURIComponent('{}')}&filter=${encodeURIComponent('{}')}`))).toEqual({
        status: 400,
        body: { code: 'invalid_list', error: messages.listFilterInvalid },
      });
      const field = await list(resource, q({ filter: '{"nope":1}' }));
      expect(field.status).toBe(400);
      expect((field.body as { error: string }).error).toMatch(/^filter\.nope /);
      expect(answer(await list(resource, q({ filter: '{"id":[{}]}' })))).toEqual({
        status: 400,
        body: { code: 'invalid_list', error: messages.listFilterValue('id') },
      });
    },
  );

  it.each(['reservations', 'violations', 'audit'])('%s: ignores a parameter it does not know', async (resource) => {
    const res = await list(resource, q({ _: '123', range: '[0,0]' }));
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
  });

  it.each(['reservations', 'violations', 'audit'])('%s: still checks the range beside a parameter named constructor', async (resource) => {
    expect(answer(await list(resource, q({ constructor: '1', range: '[0,1000]' })))).toEqual(range);
    expect((await list(resource, q({ constructor: '1', toString: 'x', range: '[0,0]' }))).status).toBe(200);
  });

  it('applies the list of ids of getMany, so the parser still reads the checked query', async () => {
    const res = await list('reservations', q({ filter: JSON.stringify({ id: ['00000000-0000-4000-8000-000000000000'] }) }));
    expect(answer(res)).toEqual({ status: 200, body: [] });
    expect(res.headers.get('content-range')).toBe('reservations */0');
  });
});

describe('admin record ids', () => {
  const headers = () => bearer(token);

  it.each([
    ['GET', '/api/admin/reservations/not-a-uuid', messages.reservationNotFound],
    ['DELETE', '/api/admin/reservations/not-a-uuid', messages.reservationNotFound],
    ['POST', '/api/admin/reservations/not-a-uuid/verify', messages.reservationNotFound],
    ['POST', '/api/admin/reservations/not-a-uuid/resend', messages.reservationNotFound],
    ['GET', '/api/admin/reservations/00000000-0000-4000-8000-000000000000', messages.reservationNotFound],
    ['GET', '/api/admin/violations/not-a-uuid', messages.recordNotFound],
    ['GET', '/api/admin/audit/not-a-uuid', messages.recordNotFound],
    ['GET', '/api/admin/audit/00000000-0000-4000-8000-000000000000', messages.recordNotFound],
  ])('%s %s answers 404', async (method, path, error) => {
    expect(answer(await call(app.baseUrl, method, path, headers()))).toEqual({ status: 404, body: { error, code: 'not_found' } });
  });
});

describe('GET /api/articles/:slug and /api/tweet/:id', () => {
  it('answers an unknown slug with 404', async () => {
    expect(answer(await get(app.baseUrl, '/api/articles/no-such-article'))).toEqual({
      status: 404,
      body: { code: 'not_found', error: messages.httpError[404] },
    });
    expect(answer(await get(app.baseUrl, `/api/articles/${'s'.repeat(300)}`))).toEqual({
      status: 404,
      body: { code: 'not_found', error: messages.httpError[404] },
    });
  });

  it.each([
    ['letters', 'abc'],
    ['21 digits', '1'.repeat(21)],
    ['a signed number', '-12'],
    ['a decimal', '1.5'],
  ])('refuses a post id of %s with 400', async (_case, id) => {
    expect(answer(await get(app.baseUrl, `/api/tweet/${id}`))).toEqual({
      status: 400,
      body: { code: 'invalid_body', error: 'A post id is 1 to 20 digits.' },
    });
  });
});
