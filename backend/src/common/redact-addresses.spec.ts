import { ADDRESS_MARK, redactAddresses } from './redact-addresses';

describe(redactAddresses.name, () => {
  it.each([
    [
      '550 5.1.1 <jane.doe+news@example.com>: Recipient address rejected: User unknown',
      `550 5.1.1 <${ADDRESS_MARK}>: Recipient address rejected: User unknown`,
    ],
    [
      "550-5.1.1 The email account that you tried to reach does not exist. o'brien@mail.example.co.uk",
      `550-5.1.1 The email account that you tried to reach does not exist. ${ADDRESS_MARK}`,
    ],
    ['552 quota exceeded for a@b.io and c_d@[192.0.2.7]', `552 quota exceeded for ${ADDRESS_MARK} and ${ADDRESS_MARK}`],
  ])('takes the addresses out of %j', (text, redacted) => {
    expect(redactAddresses(text)).toBe(redacted);
  });

  it('leaves a text without an address as it is', () => {
    expect(redactAddresses('535 5.7.8 Authentication credentials invalid @ 10:00')).toBe(
      '535 5.7.8 Authentication credentials invalid @ 10:00',
    );
  });
});
