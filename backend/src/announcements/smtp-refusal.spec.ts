import { classifySmtpError, refusalText } from './smtp-refusal';

const refused = (responseCode: number, command: string, response: string) => ({ responseCode, command, response });

describe(classifySmtpError.name, () => {
  it('waits out every 4xx answer, wherever it comes', () => {
    for (const code of [421, 450, 451, 454])
      expect(classifySmtpError(refused(code, 'RCPT TO', `${code} 4.7.0 try later`))).toBe('slow_down');
    expect(classifySmtpError(refused(421, 'CONN', '421 too busy'))).toBe('slow_down');
  });

  it('bounces a mailbox refused at RCPT with a 5.1.x or 5.2.x status', () => {
    expect(classifySmtpError(refused(550, 'RCPT TO', '550 5.1.1 <a@example.com>: no such user'))).toBe('recipient');
    expect(classifySmtpError(refused(552, 'RCPT TO', '552 5.2.1 mailbox disabled'))).toBe('recipient');
  });

  it('bounces a bare 550, 551 or 553 at RCPT, the usual no-such-user answers', () => {
    for (const code of [550, 551, 553]) expect(classifySmtpError(refused(code, 'RCPT TO', `${code} no such user`))).toBe('recipient');
  });

  it('blames us for a policy refusal at RCPT, so nobody is suppressed for it', () => {
    expect(classifySmtpError(refused(550, 'RCPT TO', '550 5.7.1 relaying denied'))).toBe('ours');
    expect(classifySmtpError(refused(554, 'RCPT TO', '554 transaction failed'))).toBe('ours');
  });

  it('blames us for a 5xx at connection, sign-in, MAIL FROM or DATA', () => {
    expect(classifySmtpError(refused(554, 'CONN', '554 no service'))).toBe('ours');
    expect(classifySmtpError(refused(535, 'AUTH PLAIN', '535 5.7.8 bad credentials'))).toBe('ours');
    expect(classifySmtpError(refused(550, 'MAIL FROM', '550 5.1.0 sender not verified'))).toBe('ours');
    expect(classifySmtpError(refused(552, 'DATA', '552 5.3.4 quota exceeded'))).toBe('ours');
  });

  it('tries again after an error with no SMTP answer', () => {
    expect(classifySmtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe('transient');
    expect(classifySmtpError(undefined)).toBe('transient');
  });
});

describe(refusalText.name, () => {
  it('keeps the words of a refusal about us without the address a server quotes in it', () => {
    const text = refusalText(
      refused(550, 'DATA', '550 5.7.1 Message from sender@gameshift.example to jane@example.com rejected by policy'),
    );
    expect(text).toBe('550 550 5.7.1 Message from [address] to [address] rejected by policy');
  });

  it('takes the address out of an error message too, when there is no SMTP answer', () => {
    expect(refusalText(new Error("Can't send mail - all recipients were rejected: 553 <jane@example.com>"))).not.toContain('jane');
  });
});
