/**
 * Unit tests: *.spec.ts beside the code in contracts/ and backend/; component tests
 * (*.test.tsx, *.spec.tsx) beside the code of both SPAs, in jsdom.
 */
const swc = require('./jest/swc');

/** The backend's dependencies published as ES modules only, which jest runs once rewritten to CommonJS. */
const ES_MODULES_ONLY = '(@(scure|noble)|micromark|micromark-[^/]+|decode-named-character-reference|character-entities|devlop)';

module.exports = {
  projects: [
    {
      displayName: 'contracts',
      rootDir: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc.node },
    },
    {
      displayName: 'backend',
      rootDir: 'backend',
      roots: ['<rootDir>/src', '<rootDir>/test/unit'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
      // otplib's CommonJS build loads @scure/base and @noble/hashes, and the announcement's markdown
      // is read by micromark: all published as ES modules only.
      transform: { '^.+\\.ts$': swc.node, [`/node_modules/${ES_MODULES_ONLY}/.+\\.js$`]: swc.esModules },
      transformIgnorePatterns: [`/node_modules/(?!${ES_MODULES_ONLY}/|@otplib/[^/]+/node_modules/@(scure|noble)/)`],
      moduleNameMapper: { '^@gameshift/contracts$': '<rootDir>/../contracts/src/index.ts' },
    },
    {
      displayName: 'web',
      rootDir: '.',
      roots: ['<rootDir>/public-web/src', '<rootDir>/admin-web/src'],
      testEnvironment: 'jsdom',
      testMatch: ['**/*.test.tsx', '**/*.spec.tsx', '**/*.spec.ts'],
      // react-admin depends on react-hotkeys-hook, published as ES modules only.
      transform: { '^.+\\.ts$': swc.ts, '^.+\\.tsx$': swc.tsx, '/react-hotkeys-hook/.+\\.js$': swc.esModules },
      transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
      moduleNameMapper: {
        '^@gameshift/contracts$': '<rootDir>/contracts/src/index.ts',
        '\\.css$': '<rootDir>/jest/style-stub.js',
        // jsdom runs no workers: the page's code checks for Worker before it starts one.
        '\\?worker$': '<rootDir>/jest/worker-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/jest/web.setup.ts'],
    },
  ],
};
