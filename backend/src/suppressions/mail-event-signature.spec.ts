import { createHmac } from 'node:crypto';
import { isSignedMailEvent, MAIL_EVENTS_TOLERANCE_S, mailEventSignature, signedReceipt } from './mail-event-signature';

const SECRET = 'mail-events-secret-mail-events-secret';
const BODY = Buffer.from('{"type":"bounce","email":"someone@example.com"}');
const NOW = 1_800_000_000;

function signed(timestamp: number, body = BODY, secret = SECRET) {
  return { timestamp: String(timestamp), signature: mailEventSignature(secret, String(timestamp), body) };
}

describe(mailEventSignature.name, () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<body>" after sha256=', () => {
    const expected = createHmac('sha256', SECRET).update(`${NOW}.${BODY.toString()}`).digest('hex');
    expect(mailEventSignature(SECRET, String(NOW), BODY)).toBe(`sha256=${expected}`);
  });
});

describe(isSignedMailEvent.name, () => {
  it('accepts an event signed now over the bytes received', () => {
    expect(isSignedMailEvent(SECRET, signed(NOW), BODY, NOW)).toBe(true);
  });

  it('accepts a timestamp five minutes off either way', () => {
    expect(isSignedMailEvent(SECRET, signed(NOW - 300), BODY, NOW)).toBe(true);
    expect(isSignedMailEvent(SECRET, signed(NOW + 300), BODY, NOW)).toBe(true);
  });

  it('refuses a timestamp more than five minutes off, however well signed', () => {
    expect(isSignedMailEvent(SECRET, signed(NOW - 301), BODY, NOW)).toBe(false);
    expect(isSignedMailEvent(SECRET, signed(NOW + 301), BODY, NOW)).toBe(false);
  });

  it('refuses a body other than the one signed, even one with the same JSON meaning', () => {
    const respaced = Buffer.from('{"type": "bounce", "email": "someone@example.com"}');
    expect(isSignedMailEvent(SECRET, signed(NOW), respaced, NOW)).toBe(false);
  });

  it('refuses a signature made with another secret', () => {
    expect(isSignedMailEvent(SECRET, signed(NOW, BODY, 'another-secret-another-secret-000'), BODY, NOW)).toBe(false);
  });

  it('refuses a signature moved to another timestamp', () => {
    expect(isSignedMailEvent(SECRET, { ...signed(NOW), timestamp: String(NOW + 1) }, BODY, NOW)).toBe(false);
  });

  it.each([{}, { timestamp: String(NOW) }, { signature: signed(NOW).signature }, { timestamp: 'soon', signature: 'sha256=00' }])(
    'refuses the incomplete headers %j',
    (headers) => {
      expect(isSignedMailEvent(SECRET, headers, BODY, NOW)).toBe(false);
    },
  );
});

describe(signedReceipt.name, () => {
  it('reads the signature as its bytes, kept until its timestamp leaves the tolerance', () => {
    const signature = mailEventSignature('secret', '1700000000', Buffer.from('{}'));
    expect(signedReceipt({ timestamp: '1700000000', signature })).toEqual({
      signature: Buffer.from(signature.slice('sha256='.length), 'hex'),
      validUntil: new Date((1_700_000_000 + MAIL_EVENTS_TOLERANCE_S) * 1000),
    });
  });
});
