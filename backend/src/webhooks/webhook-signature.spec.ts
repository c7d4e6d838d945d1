import { Webhook } from 'standardwebhooks';
import { newSigningSecret, signatureHeader } from './webhook-signature';

describe(signatureHeader.name, () => {
  const id = 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W';
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify({ type: 'reservation.confirmed', data: { id: 'x' } });

  it('signs as the standardwebhooks package verifies', () => {
    const secret = newSigningSecret();
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([secret], id, timestamp, body),
    };
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('carries one signature per secret, each verifying on its own', () => {
    const [fresh, old] = [newSigningSecret(), newSigningSecret()];
    const header = signatureHeader([fresh, old], id, timestamp, body);
    expect(header.split(' ')).toHaveLength(2);
    for (const secret of [fresh, old]) {
      expect(() =>
        new Webhook(secret).verify(body, { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': header }),
      ).not.toThrow();
    }
  });

  it('fails verification for a changed body or another secret', () => {
    const secret = newSigningSecret();
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([secret], id, timestamp, body),
    };
    expect(() => new Webhook(secret).verify(body.replace('confirmed', 'deleted'), headers)).toThrow();
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow();
  });

  it('makes secrets of 32 random bytes behind whsec_', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(secret);
  });
});
