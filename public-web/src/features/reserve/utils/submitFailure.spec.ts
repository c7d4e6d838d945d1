import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../../../lib/apiClient';
import { messages } from '../../../messages';
import { toSubmitFailure, type SubmitFailure } from './submitFailure';

describe(toSubmitFailure.name, () => {
  it.each<[string, unknown, SubmitFailure]>([
    ['an error that is no API answer', new TypeError('boom'), { kind: 'form', message: messages.genericError }],
    ['no answer at all (offline)', new ApiError(0, null), { kind: 'form', message: messages.genericError }],
    [
      '429 with the reset time',
      new ApiError(429, { error: 'Slow down', resetTime: 3 }),
      { kind: 'form', message: messages.tooManyAttempts(3) },
    ],
    ['429 without a reset time', new ApiError(429, { error: 'Slow down' }), { kind: 'form', message: messages.tooManyAttempts(5) }],
    [
      '429 for too many unconfirmed reservations',
      new ApiError(429, { error: messages.tooManyPending }),
      { kind: 'form', message: messages.tooManyPending },
    ],
    [
      '429 on the email (too many sign-ups from its domain)',
      new ApiError(429, { error: messages.emailDomainBusy, field: 'email' }),
      { kind: 'field', field: 'email', message: messages.emailDomainBusy },
    ],
    [
      '400 on the email for a domain that takes no mail',
      new ApiError(400, { error: messages.emailDomainNoMail, field: 'email' }),
      { kind: 'field', field: 'email', message: messages.emailDomainNoMail },
    ],
    ['403', new ApiError(403, { error: 'Human check failed' }), { kind: 'human-check' }],
    ['400 on the human token', new ApiError(400, { error: 'Expired', field: 'human_token' }), { kind: 'human-check' }],
    ['409 on the email', new ApiError(409, { error: 'Taken', field: 'email' }), { kind: 'field', field: 'email', message: 'Taken' }],
    [
      '409 on the email without text',
      new ApiError(409, { error: '', field: 'email' }),
      { kind: 'field', field: 'email', message: messages.emailTaken },
    ],
    [
      '409 on the handle',
      new ApiError(409, { error: '', field: 'gameshift_id' }),
      { kind: 'field', field: 'handle', message: messages.handleTaken, taken: true },
    ],
    ['409 naming no field', new ApiError(409, { error: 'Duplicate' }), { kind: 'form', message: messages.alreadyRegistered }],
    [
      '400 on the handle',
      new ApiError(400, { error: messages.handleRestricted, field: 'gameshift_id' }),
      { kind: 'field', field: 'handle', message: messages.handleRestricted },
    ],
    [
      '400 on the email',
      new ApiError(400, { error: 'Invalid email format', field: 'email' }),
      { kind: 'field', field: 'email', message: 'Invalid email format' },
    ],
    [
      '500 on the email without text',
      new ApiError(500, { error: '', field: 'email' }),
      { kind: 'field', field: 'email', message: messages.submitFailedNotReserved },
    ],
    ['500 with a message', new ApiError(500, { error: 'Try later' }), { kind: 'form', message: 'Try later' }],
    ['500 without a body', new ApiError(500, null), { kind: 'form', message: messages.genericError }],
  ])('maps %s', (_case, error, expected) => {
    expect(toSubmitFailure(error, messages)).toEqual(expected);
  });
});
