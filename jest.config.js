/**
 * Unit tests: *.spec.ts beside the code in contracts/ and backend/; component tests
 * (*.test.tsx, *.spec.tsx) beside the code of both SPAs, in jsdom.
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];
// Types are checked by `npm run typecheck`; its isolatedModules makes ts-jest only transpile, which keeps the layer fast.
const tsJestWeb = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.web-test.json' }];

module.exports = {
  projects: [
    {
      displayName: 'contracts',
      rootDir: 'contracts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': tsJest },
    },
    {
      displayName: 'backend',
      rootDir: 'backend',
      roots: ['<rootDir>/src', '<rootDir>/test/unit'],
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/unit/**/*.spec.ts'],
      // otplib's CommonJS build loads @scure/base and @noble/hashes, published as ES modules only.
      transform: { '^.+\\.ts$': tsJest, '/node_modules/@(scure|noble)/.+\\.js$': tsJestWeb },
      transformIgnorePatterns: ['/node_modules/(?!@(scure|noble)/|@otplib/[^/]+/node_modules/@(scure|noble)/)'],
      moduleNameMapper: { '^@gameshift/contracts$': '<rootDir>/../contracts/src/index.ts' },
    },
    {
      displayName: 'web',
      rootDir: '.',
      roots: ['<rootDir>/public-web/src', '<rootDir>/admin-web/src'],
      testEnvironment: 'jsdom',
      testMatch: ['**/*.test.tsx', '**/*.spec.tsx', '**/*.spec.ts'],
      // react-admin depends on react-hotkeys-hook, published as ES modules only.
      transform: { '^.+\\.tsx?$': tsJestWeb, '/react-hotkeys-hook/.+\\.js$': tsJestWeb },
      transformIgnorePatterns: ['/node_modules/(?!react-hotkeys-hook/)'],
      moduleNameMapper: {
        '^@gameshift/contracts$': '<rootDir>/contracts/src/index.ts',
        '\\.css$': '<rootDir>/jest/style-stub.js',
        // jsdom runs no workers: the page's code checks for Worker before it starts one.
        '\\?worker$': '<rootDir>/jest/worker-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/jest/web.setup.ts'],
      testTimeout: 30_000,
    },
  ],
};
