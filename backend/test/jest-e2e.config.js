/**
 * Backend e2e: the built app (backend/dist) runs as its own process, exactly as in production, on a
 * real PostgreSQL (embedded, one cluster per run, one database per app) with a real SMTP sink.
 * The tests talk to it over HTTP and look at the database and the sink directly.
 */
/**
 * The packages the tests load that are published as ES modules only: pg-boss 12 and what it loads,
 * and what otplib loads, for the tests that seal a secret as the app does.
 */
const ES_MODULES_ONLY = '(pg-boss|serialize-error|non-error|@(scure|noble))';

module.exports = {
  displayName: 'backend-e2e',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  // Rewritten to CommonJS for jest: the tests load pg-boss to queue and read jobs beside the app
  // (which loads it natively).
  transform: {
    '^.+\\.ts$': require('../../jest/swc').node,
    [`/node_modules/${ES_MODULES_ONLY}/.+\\.js$`]: require('../../jest/swc').esModules,
  },
  transformIgnorePatterns: [`/node_modules/(?!${ES_MODULES_ONLY}/|@otplib/[^/]+/node_modules/@(scure|noble)/)`],
  moduleNameMapper: { '^@gameshift/contracts$': '<rootDir>/../../contracts/src/index.ts' },
  globalSetup: '<rootDir>/support/global-setup.ts',
  setupFiles: ['<rootDir>/support/per-file-client.ts'],
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testSequencer: '<rootDir>/support/slow-first-sequencer.js',
  testTimeout: 60_000,
};
