/**
 * Backend e2e: the built app (backend/dist) runs as its own process, exactly as in production, on a
 * real PostgreSQL (embedded, one cluster per run, one database per app) with a real SMTP sink.
 * The tests talk to it over HTTP and look at the database and the sink directly.
 */
module.exports = {
  displayName: 'backend-e2e',
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': require('../../jest/swc').node },
  moduleNameMapper: { '^@gameshift/contracts$': '<rootDir>/../../contracts/src/index.ts' },
  globalSetup: '<rootDir>/support/global-setup.ts',
  setupFiles: ['<rootDir>/support/per-file-client.ts'],
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testSequencer: '<rootDir>/support/slow-first-sequencer.js',
  testTimeout: 60_000,
};
