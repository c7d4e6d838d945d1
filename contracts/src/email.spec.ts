import fc from 'fast-check';
import { DISPOSABLE_EMAIL_DOMAINS } from './disposable-domains';
import {
  canonicalEmail,
  disposableDomainRules,
  emailMessage,
  isDisposableDomain,
  isEmailAddress,
  validateEmail,
  validateLookupEmail,
} from './email';
import type { EmailErrorCode } from './email';
import { createMessages } from './catalogue';

const codeOf = (input: unknown) => {
  const verdict = validateEmail(input);
  return verdict.ok ? 'ok' : verdict.code;
};

describe(validateEmail.name, () => {
  it('accepts an ordinary address', () => {
    expect(validateEmail('jane.doe@example.com')).toEqual({
      ok: true,
      email: 'jane.doe@example.com',
    });
  });

  it('returns the address trimmed and lowercased', () => {
    expect(validateEmail('  Jane.Doe@Example.COM \n')).toEqual({
      ok: true,
      email: 'jane.doe@example.com',
    });
  });

  it.each(["o'brien@example.ie", 'first_last@example.com', '100%@example.com', 'a-b@sub.example.co.uk'])(
    'accepts the characters in %s',
    (email) => {
      expect(codeOf(email)).toBe('ok');
    },
  );

  it.each(['', '   ', '\t\n'])('requires an address, so %p is rejected', (input) => {
    expect(codeOf(input)).toBe('email_required');
  });

  it.each([undefined, null, 42, {}, ['a@b.co']])('treats the non-string %p as missing', (input) => {
    expect(codeOf(input)).toBe('email_required');
  });

  it('rejects a plus sign as an alias', () => {
    expect(codeOf('jane+games@example.com')).toBe('email_alias');
  });

  it('reports an alias before a malformed address', () => {
    expect(codeOf('jane+x')).toBe('email_alias');
  });

  it('reports an alias before a disposable domain', () => {
    expect(codeOf('jane+x@mailinator.com')).toBe('email_alias');
  });

  it.each([
    'plainaddress',
    '@example.com',
    'jane@',
    'jane@example',
    'jane@example.c',
    'jane@@example.com',
    'jane@exa mple.com',
    'ja ne@example.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@example.com.',
    'jane@.example.com',
    'jane@example.123',
    'jane!@example.com',
    'jane@exa_mple.com',
    'ja\u0000ne@example.com',
    'jane\u0007@example.com',
  ])('rejects the malformed address %p', (email) => {
    expect(codeOf(email)).toBe('email_invalid');
  });

  it.each(['jäne@example.com', 'jane@exämple.com', 'ｊane@example.com', '\u212Aate@example.com'])(
    'rejects the non-ASCII address %p',
    (email) => {
      expect(codeOf(email)).toBe('email_invalid');
    },
  );

  it('rejects two consecutive dots in the local part', () => {
    expect(codeOf('jane..doe@example.com')).toBe('email_invalid');
  });

  it('rejects a local part starting with a dot', () => {
    expect(codeOf('.jane@example.com')).toBe('email_invalid');
  });

  it('rejects a local part ending with a dot', () => {
    expect(codeOf('jane.@example.com')).toBe('email_invalid');
  });

  it('reports a malformed address before a disposable domain', () => {
    expect(codeOf('jane..doe@mailinator.com')).toBe('email_invalid');
  });

  it('accepts a local part of 64 characters', () => {
    expect(codeOf(`${'a'.repeat(64)}@example.com`)).toBe('ok');
  });

  it('rejects a local part longer than 64 characters', () => {
    expect(codeOf(`${'a'.repeat(65)}@example.com`)).toBe('email_invalid');
  });

  it('accepts an address of 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.com`;
    expect(email).toHaveLength(254);
    expect(codeOf(email)).toBe('ok');
  });

  it('rejects an address longer than 254 characters', () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(61)}.${'d'.repeat(63)}.com`;
    expect(email).toHaveLength(255);
    expect(codeOf(email)).toBe('email_invalid');
  });

  it('rejects an address at a disposable domain', () => {
    expect(codeOf('jane@mailinator.com')).toBe('email_disposable');
  });

  it('matches disposable domains case-insensitively', () => {
    expect(codeOf('jane@MailInator.COM')).toBe('email_disposable');
  });

  it('matches subdomains of a disposable domain', () => {
    expect(codeOf('jane@inbox.yopmail.com')).toBe('email_disposable');
  });

  it('does not match a domain that merely ends with the same letters', () => {
    expect(codeOf('jane@notmailinator.com')).toBe('ok');
  });

  it.each(DISPOSABLE_EMAIL_DOMAINS.map((domain) => [domain]))('blocks %s', (domain) => {
    expect(codeOf(`jane@${domain}`)).toBe('email_disposable');
  });

  it('blocks at least 19 disposable domains', () => {
    expect(DISPOSABLE_EMAIL_DOMAINS.length).toBeGreaterThanOrEqual(19);
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string({ unit: 'binary' }), fc.emailAddress()), (input) => {
        validateEmail(input);
      }),
    );
  });

  it('never accepts a plus sign, whitespace or two dots in a row before the @', () => {
    const emailish = fc.oneof(
      fc.emailAddress(),
      fc.string({ unit: 'binary' }),
      fc.tuple(fc.string({ unit: fc.constantFrom(..."aB.+ \t_'".split('')) }), fc.domain()).map(([local, domain]) => `${local}@${domain}`),
    );
    fc.assert(
      fc.property(emailish, (input) => {
        const verdict = validateEmail(input);
        if (verdict.ok) {
          const localPart = verdict.email.slice(0, verdict.email.lastIndexOf('@'));
          expect(verdict.email).not.toMatch(/[+\s]/);
          expect(localPart).not.toContain('..');
          expect(verdict.email).toBe(verdict.email.toLowerCase());
        }
      }),
    );
  });
});

describe(isEmailAddress.name, () => {
  it.each(['jane@example.com', ' Jane.Doe@Example.COM ', 'admin@localhost.test', 'o.k@mail.co.uk'])(
    'reads %p as an email address',
    (value) => {
      expect(isEmailAddress(value)).toBe(true);
    },
  );

  it.each([
    'correct-horse-battery-staple',
    'p@ssw0rd',
    'hunter2@',
    '@example.com',
    'a b@example.com',
    '',
    `${'a'.repeat(250)}@example.com`,
  ])('reads %p as no email address', (value) => {
    expect(isEmailAddress(value)).toBe(false);
  });
});

describe(validateLookupEmail.name, () => {
  it('asks for an address when none is given', () => {
    expect(validateLookupEmail('  ')).toEqual({ ok: false, code: 'email_required' });
  });

  it('refuses what is not of an address form', () => {
    expect(validateLookupEmail('ana@correo')).toEqual({ ok: false, code: 'email_invalid' });
  });

  it('finds a reservation made before its domain was listed as disposable', () => {
    expect(validateEmail('ana@mailinator.com').ok).toBe(false);
    expect(validateLookupEmail(' ana@mailinator.com ')).toEqual({ ok: true, email: 'ana@mailinator.com' });
  });
});

describe(isDisposableDomain.name, () => {
  it('is true for a listed domain in any case', () => {
    expect(isDisposableDomain('GuerrillaMail.com')).toBe(true);
  });

  it('is false for an ordinary domain', () => {
    expect(isDisposableDomain('example.com')).toBe(false);
  });
});

describe(disposableDomainRules.name, () => {
  const rules = disposableDomainRules(['Throwaway.example', 'burner.test'], ['kept.burner.test']);

  it('matches a listed domain and its subdomains, whatever the case', () => {
    expect(rules.isDisposable('throwaway.example')).toBe(true);
    expect(rules.isDisposable('THROWAWAY.EXAMPLE')).toBe(true);
    expect(rules.isDisposable('a.b.throwaway.example')).toBe(true);
  });

  it('does not match a domain that only ends with the same letters', () => {
    expect(rules.isDisposable('notthrowaway.example')).toBe(false);
  });

  it('lets the allow list win over the block list, for the domain and its subdomains', () => {
    expect(rules.isDisposable('burner.test')).toBe(true);
    expect(rules.isDisposable('kept.burner.test')).toBe(false);
    expect(rules.isDisposable('inbox.kept.burner.test')).toBe(false);
  });

  it('is what validateEmail asks when given', () => {
    expect(validateEmail('jane@mx.burner.test', rules)).toEqual({ ok: false, code: 'email_disposable' });
    expect(validateEmail('jane@kept.burner.test', rules)).toEqual({ ok: true, email: 'jane@kept.burner.test' });
    expect(validateEmail('jane@mailinator.com', rules)).toEqual({ ok: true, email: 'jane@mailinator.com' });
  });
});

describe(canonicalEmail.name, () => {
  it('lowercases the address', () => {
    expect(canonicalEmail('Jane.Doe@Example.com')).toBe('jane.doe@example.com');
  });

  it('keeps the dots of addresses outside Gmail', () => {
    expect(canonicalEmail('j.doe@example.com')).toBe('j.doe@example.com');
  });

  it('treats dotted and undotted Gmail addresses as the same', () => {
    expect(canonicalEmail('j.doe@gmail.com')).toBe(canonicalEmail('jdoe@gmail.com'));
  });

  it('maps googlemail.com to gmail.com', () => {
    expect(canonicalEmail('J.Doe@GoogleMail.com')).toBe('jdoe@gmail.com');
  });

  it('does not touch a domain that only ends in gmail.com', () => {
    expect(canonicalEmail('j.doe@notgmail.com')).toBe('j.doe@notgmail.com');
  });

  it('is idempotent', () => {
    const inputs = fc.oneof(
      fc.emailAddress(),
      fc.string({ unit: 'binary' }),
      fc
        .tuple(fc.string(), fc.constantFrom('gmail.com', 'GoogleMail.com', 'GMAIL.COM', 'x.io'))
        .map(([local, domain]) => `${local}@${domain}`),
    );
    fc.assert(
      fc.property(inputs, (email) => {
        const once = canonicalEmail(email);
        expect(canonicalEmail(once)).toBe(once);
      }),
    );
  });
});

describe(emailMessage.name, () => {
  const messages = createMessages('GameShift');
  const expected: ReadonlyArray<[EmailErrorCode, string]> = [
    ['email_required', 'Email is required'],
    ['email_invalid', 'Invalid email format'],
    ['email_alias', 'Email aliases not allowed'],
    ['email_disposable', 'Disposable email addresses not allowed'],
  ];

  it.each(expected)('explains %s as %p', (code, text) => {
    expect(emailMessage(code, messages)).toBe(text);
  });
});
