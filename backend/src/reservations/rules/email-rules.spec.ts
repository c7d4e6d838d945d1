import { DISPOSABLE_EMAIL_DOMAINS, validateEmail } from '@gameshift/contracts';
import { serverEmailRules } from './email-rules';

describe(serverEmailRules.name, () => {
  const rules = serverEmailRules({ extraBlocked: ['burner.example'], allowed: ['0-mail.com', 'sharklasers.com'] });

  it('blocks domains of the maintained list that the floor list lacks, subdomains and any case included', () => {
    expect(validateEmail('jane@00-tv.com').ok).toBe(true);
    expect(validateEmail('jane@00-tv.com', rules)).toEqual({ ok: false, code: 'email_disposable' });
    expect(rules.isDisposable('Inbox.00-TV.com')).toBe(true);
  });

  it('blocks domains only the disposable-email-domains list has', () => {
    expect(validateEmail('jane@00jac.com', rules)).toEqual({ ok: false, code: 'email_disposable' });
    expect(rules.isDisposable('mx.062e.com')).toBe(true);
  });

  it('keeps every domain of the floor list blocked, even one the operator exempts', () => {
    for (const domain of DISPOSABLE_EMAIL_DOMAINS) expect(rules.isDisposable(domain)).toBe(true);
  });

  it("adds the operator's extra domains and honours the operator's exceptions to the maintained list", () => {
    expect(rules.isDisposable('mx.burner.example')).toBe(true);
    expect(rules.isDisposable('0-mail.com')).toBe(false);
  });

  it('lets the common providers through', () => {
    for (const domain of [
      'gmail.com',
      'outlook.com',
      'hotmail.com',
      'yahoo.com',
      'icloud.com',
      'proton.me',
      'gmx.de',
      'web.de',
      'aol.com',
    ]) {
      expect(rules.isDisposable(domain)).toBe(false);
    }
  });
});
