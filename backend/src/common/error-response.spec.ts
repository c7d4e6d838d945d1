import { createMessages } from '@gameshift/contracts';
import { AppError } from './app-error';
import { describeAppError } from './error-response';

const messages = createMessages('GameShift');

describe(describeAppError.name, () => {
  it('maps rule failures to 400 with the catalogue message and the field', () => {
    expect(describeAppError(new AppError('email_alias'), messages)).toEqual({
      status: 400,
      body: { code: 'email_alias', error: 'Email aliases not allowed', field: 'email' },
    });
    expect(describeAppError(new AppError('handle_required'), messages)).toEqual({
      status: 400,
      body: { code: 'handle_required', error: 'GameShift ID is required', field: 'gameshift_id' },
    });
  });

  it('maps duplicates to 409 by field', () => {
    expect(describeAppError(new AppError('handle_taken'), messages).body).toEqual({
      error: 'This GameShift ID is already taken.',
      code: 'handle_taken',
      field: 'gameshift_id',
    });
    expect(describeAppError(new AppError('email_taken'), messages).body).toEqual({
      error: 'This email is already registered.',
      code: 'email_taken',
      field: 'email',
    });
  });

  it('maps the rate limit to 429 with minutes to wait and Retry-After in seconds', () => {
    expect(describeAppError(new AppError('rate_limited', { retryAfterSeconds: 241 }), messages)).toEqual({
      status: 429,
      body: { code: 'rate_limited', error: 'Too many attempts. Try again in 5 minutes.', resetTime: 5 },
      headers: { 'Retry-After': '241' },
    });
  });

  it('maps too many unverified reservations to 429 with the catalogue sentence and no reset time', () => {
    expect(describeAppError(new AppError('too_many_pending'), messages)).toEqual({
      status: 429,
      body: { code: 'too_many_pending', error: messages.tooManyPending },
    });
  });

  it('maps a missing human check to 403', () => {
    expect(describeAppError(new AppError('human_check_required'), messages)).toEqual({
      status: 403,
      body: { code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' },
    });
  });

  it('words an admin list problem from the catalogue', () => {
    expect(
      describeAppError(new AppError('invalid_list', { list: { problem: 'sort', allowed: ['created_at', 'email'] } }), messages),
    ).toEqual({
      status: 400,
      body: { code: 'invalid_list', error: messages.listSortInvalid(['created_at', 'email']) },
    });
    expect(
      describeAppError(new AppError('invalid_list', { list: { problem: 'filter_field', field: 'x', allowed: ['q'] } }), messages).body,
    ).toEqual({
      error: 'filter.x is not offered; filter by one of: q.',
      code: 'invalid_list',
    });
    expect(describeAppError(new AppError('invalid_list', { list: { problem: 'search', allowed: ['enabled'] } }), messages).body).toEqual({
      error: 'This list offers no search: leave out filter.q and filter by one of: enabled.',
      code: 'invalid_list',
    });
  });

  it('refuses an edit of a kept record with 405 and the methods it answers', () => {
    expect(describeAppError(new AppError('method_not_allowed', { allow: 'GET', refusal: 'kept' }), messages)).toEqual({
      status: 405,
      body: { code: 'method_not_allowed', error: messages.recordsKept },
      headers: { Allow: 'GET' },
    });
  });
});
