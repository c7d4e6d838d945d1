import { startBanner } from './start-banner';

const facts = {
  productName: 'GameShift',
  base: 'http://localhost:3000',
  readyMs: 2345,
  nodeVersion: 'v24.21.0',
  devInboxUrl: 'http://127.0.0.1:4100',
};

describe(startBanner.name, () => {
  it('lists the addresses the app serves, how long it took to be ready and on which Node', () => {
    expect(startBanner(facts).trim().split('\n')).toEqual([
      'GameShift is ready in 2.3 s (Node v24.21.0)',
      '  Site:        http://localhost:3000/',
      '  Admin:       http://localhost:3000/admin',
      '  API docs:    http://localhost:3000/api/docs',
      '  Health:      http://localhost:3000/health/ready',
      '  Dev inbox:   http://127.0.0.1:4100',
    ]);
  });

  it('ends with the admin sign-in made at this start, so it is the last thing on the screen', () => {
    const lines = startBanner({ ...facts, signIn: { email: 'admin@localhost.test', password: 's3cret-Pass' } })
      .trimEnd()
      .split('\n');
    expect(lines.slice(-2)).toEqual([
      '  Admin sign-in created: admin@localhost.test / s3cret-Pass',
      '  (shown once; change it with npm run admin -- reset-password admin@localhost.test)',
    ]);
    expect(lines.findIndex((line) => line.includes('Dev inbox'))).toBeLessThan(lines.length - 2);
  });

  it('says nothing of a sign-in when none was made', () => {
    expect(startBanner(facts)).not.toContain('sign-in');
  });
});
