import { Writable } from 'node:stream';
import { createRootLogger, developmentLogStream, NOT_AN_EMAIL, PinoNestLogger, redactPath } from './logger';

describe(redactPath.name, () => {
  it('shows a verification link as its route', () => {
    expect(redactPath('/verify/abcDEF123_-xyz')).toBe('/verify/:token');
    expect(redactPath('/verify/abc?state=success')).toBe('/verify/:token?state=success');
  });

  it('shows an admin invitation link as its route', () => {
    expect(redactPath('/admin/invite/abcDEF123_-xyz')).toBe('/admin/invite/:token');
  });

  it('hides token query parameters', () => {
    expect(redactPath('/api/x?token=secret&page=2')).toBe('/api/x?token=[redacted]&page=2');
  });

  it('leaves other paths alone', () => {
    expect(redactPath('/learn/launch-day')).toBe('/learn/launch-day');
  });
});

describe('root logger', () => {
  it('never writes passwords, tokens, authorization headers or verification links', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createRootLogger('info', sink);
    logger.info({ body: { password: 'hunter2', human_token: 'ht-1' }, headers: { authorization: 'Bearer abc' } }, 'attempt');
    logger.info({ req: { method: 'GET', url: '/verify/tok123', headers: { authorization: 'Bearer abc' } } }, 'request');
    const written = lines.join('');
    expect(written).toContain('attempt');
    expect(written).not.toMatch(/hunter2|ht-1|Bearer abc|tok123/);
  });
});

describe(developmentLogStream.name, () => {
  it('writes one readable line per event, redacted as the JSON is', () => {
    let written = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        written += chunk.toString();
        done();
      },
    });
    const logger = createRootLogger('info', developmentLogStream(sink));
    logger.info({ migrations: ['Init'], body: { password: 'hunter2' } }, 'migrations applied');
    logger.info({ readyMs: 812, port: 3000 }, 'ready');

    const lines = written.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: migrations applied \{.*"Init".*\}$/);
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: ready \{"readyMs":812,"port":3000\}$/);
    expect(written).not.toMatch(/hunter2|"level"|"service"/);
  });
});

describe('root logger and personal data', () => {
  function written(write: (logger: ReturnType<typeof createRootLogger>) => void): string {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    write(createRootLogger('info', sink));
    return lines.join('');
  }

  it('logs a failed statement without its parameters or the row PostgreSQL quotes back', () => {
    const err = Object.assign(new Error('conflicting key value violates exclusion constraint "reservations_email_claim"'), {
      query: 'INSERT INTO reservations (email) VALUES ($1)',
      parameters: ['jane.doe@example.com', 'hash-of-a-token'],
      detail: 'Key (email_canonical)=(jane.doe@example.com) conflicts with existing key.',
      driverError: { detail: 'Key (email_canonical)=(jane.doe@example.com)' },
    });
    const out = written((logger) => logger.error({ err }, 'database query failed'));
    expect(out).toContain('reservations_email_claim');
    expect(out).toContain('INSERT INTO reservations');
    expect(out).not.toMatch(/jane\.doe|hash-of-a-token/);
  });

  it('masks email addresses in the fields that hold them', () => {
    const out = written((logger) =>
      logger.warn({ email: 'jane.doe@example.com', admin: 'ops@example.com', outcome: 'rejected' }, 'sign-in'),
    );
    expect(out).not.toMatch(/jane\.doe@|ops@example/);
    expect(out).toContain('rejected');
    expect(JSON.parse(out).email).toMatch(/^j.+e@example\.com$/);
  });

  it.each(['correct-horse-battery-staple', 'p@ssw0rd', 'hunter2@', '@example.com', ' '])(
    'logs nothing of %p typed into an email field, which is no email address',
    (typed) => {
      const out = written((logger) => logger.warn({ email: typed, outcome: 'rejected' }, 'admin sign-in attempt'));
      expect(JSON.parse(out)).toMatchObject({ email: NOT_AN_EMAIL, outcome: 'rejected' });
    },
  );

  it("logs an SMTP refusal without the recipient's address it quotes, wherever it quotes it", () => {
    const refusal = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <jane.doe@example.com>: User unknown"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
        command: 'RCPT TO',
        response: '550 5.1.1 <jane.doe@example.com>: User unknown',
        rejected: ['jane.doe@example.com'],
        rejectedErrors: [
          Object.assign(new Error('Recipient command failed: 550 5.1.1 <jane.doe@example.com>'), { recipient: 'jane.doe@example.com' }),
        ],
      },
    );
    const out = written((logger) => {
      logger.warn({ messageId: 'm1', err: refusal }, 'mail not sent');
      logger.warn({ responseCode: 550, response: '550 5.1.1 <jane.doe@example.com>: User unknown' }, 'slow down');
    });
    expect(out).toContain('User unknown');
    expect(out).toContain('RCPT TO');
    expect(out).not.toContain('jane.doe@');
  });

  it('masks each address of a list and hides whatever else it holds', () => {
    const out = written((logger) => logger.info({ to: ['jane.doe@example.com', 'secret-password'] }, 'mail'));
    expect(JSON.parse(out).to).toEqual(['j••••••e@example.com', NOT_AN_EMAIL]);
  });
});

describe(PinoNestLogger.name, () => {
  function capture(): { logger: PinoNestLogger; lines: () => Array<Record<string, unknown>> } {
    const written: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        written.push(chunk.toString());
        done();
      },
    });
    return { logger: new PinoNestLogger(createRootLogger('info', sink)), lines: () => written.map((l) => JSON.parse(l)) };
  }

  it('keeps the fields, the message and the context of an object message', () => {
    const { logger, lines } = capture();
    logger.error({ reqId: 'r1', url: '/api/x' }, 'unhandled error', 'Errors');
    expect(lines()[0]).toMatchObject({ reqId: 'r1', url: '/api/x', msg: 'unhandled error', context: 'Errors', level: 50 });
  });

  it('logs an Error with its stack', () => {
    const { logger, lines } = capture();
    logger.error(new Error('boom'), 'Errors');
    const line = lines()[0] as { err: { message: string; stack: string }; msg: string };
    expect(line.msg).toBe('boom');
    expect(line.err.stack).toContain('boom');
  });

  it("logs an Error's message as its text without the addresses it quotes", () => {
    const { logger, lines } = capture();
    logger.error(new Error('Recipient command failed: 550 <jane@example.com>'), 'Mail');
    expect(lines()[0].msg).toBe('Recipient command failed: 550 <[address]>');
  });

  it('keeps a string message with its trace', () => {
    const { logger, lines } = capture();
    logger.error('failed', 'at somewhere', 'Ctx');
    expect(lines()[0]).toMatchObject({ msg: 'failed', trace: 'at somewhere', context: 'Ctx' });
  });
});
