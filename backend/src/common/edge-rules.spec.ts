import 'reflect-metadata';
import { IsIn, IsString, validateSync } from 'class-validator';
import { answering, EDGE_PHASES, EdgeFailure, EdgeRule, firstFailure } from './edge-rules';

const HANDLE_FORMAT: EdgeFailure = { code: 'handle_format' };
const EMAIL_INVALID: EdgeFailure = { code: 'email_invalid' };
const SEQUENCE_SHAPE: EdgeFailure = { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'humanVerifyShape' } } };
const notText = (field: string): EdgeFailure => ({ code: 'invalid_body', details: { body: { problem: 'not_text', field } } });
const text = (field: string) => (value: unknown) => (typeof value === 'string' ? null : notText(field));

/** The email is declared before the handle: the phases, not this order, decide which failure is answered. */
class RequestDto {
  @EdgeRule('emailText', 'shape', text('email'))
  @EdgeRule('emailRule', 'email', (value) => (typeof value === 'string' && value.includes('@') ? null : EMAIL_INVALID))
  email?: unknown;

  @EdgeRule('handleText', 'shape', text('gameshift_id'))
  @EdgeRule('handleRule', 'handle', (value) => (typeof value === 'string' && /^[a-z]+$/.test(value) ? null : HANDLE_FORMAT))
  gameshift_id?: unknown;

  @IsIn(['red', 'green'], { each: true, ...answering(SEQUENCE_SHAPE) })
  colors?: unknown;

  @IsString()
  note?: unknown;
}

const VALID = { email: 'player@example.com', gameshift_id: 'player', colors: ['red'], note: 'hello' };

/** What the edge answers to this body, validated with the global pipe's options. */
function answerTo(body: Record<string, unknown>): ReturnType<typeof firstFailure> {
  const dto = Object.assign(new RequestDto(), body);
  return firstFailure(validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }));
}

describe(firstFailure.name, () => {
  it('finds nothing to answer in a valid request', () => {
    expect(answerTo(VALID)).toBeUndefined();
  });

  it('orders the phases as the messages are: shape, then handle, then email', () => {
    expect(EDGE_PHASES).toEqual(['shape', 'handle', 'email']);
  });

  it('answers a shape failure of a later property before a rule failure of an earlier one', () => {
    expect(answerTo({ ...VALID, email: 'no-at-sign', gameshift_id: 42 })).toEqual(notText('gameshift_id'));
  });

  it('answers the handle rule before the email rule, though the email is declared first', () => {
    expect(answerTo({ ...VALID, email: 'no-at-sign', gameshift_id: 'Player 1' })).toEqual(HANDLE_FORMAT);
  });

  it('answers the email rule once the handle passes', () => {
    expect(answerTo({ ...VALID, email: 'no-at-sign' })).toEqual(EMAIL_INVALID);
  });

  it('answers the first property declared among failures of one phase', () => {
    expect(answerTo({ ...VALID, email: 7, gameshift_id: 8 })).toEqual(notText('email'));
  });

  it('answers an unexpected field as a shape failure, before any rule', () => {
    expect(answerTo({ ...VALID, gameshift_id: 'Player 1', extra: true })).toEqual({
      code: 'invalid_body',
      details: { body: { problem: 'unexpected_field', field: 'extra' } },
    });
  });

  it('answers a stock decorator with the failure it was given, in the shape phase', () => {
    expect(answerTo({ ...VALID, gameshift_id: 'Player 1', colors: ['red', 'blue'] })).toEqual(SEQUENCE_SHAPE);
  });

  it("answers a stock decorator given no failure after every phase, in class-validator's words on its field", () => {
    expect(answerTo({ ...VALID, note: 3 })).toEqual({ error: 'note must be a string', field: 'note' });
    expect(answerTo({ ...VALID, note: 3, email: 'no-at-sign' })).toEqual(EMAIL_INVALID);
  });
});
