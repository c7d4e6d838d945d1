import { Writable } from 'node:stream';
import { createRootLogger, redactPath } from './logger';

describe(redactPath.name, () => {
  it('hides the token of a verification link', () => {
    expect(redactPath('/verify/abcDEF123_-xyz')).toBe('/verify/[redacted]');
    expect(redactPath('/verify/abc?state=success')).toBe('/verify/[redacted]?state=success');
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
