/** Unit tests: *.spec.ts beside the code in contracts/ and backend/. */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }];

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
      transform: { '^.+\\.ts$': tsJest },
      moduleNameMapper: { '^@gameshift/contracts$': '<rootDir>/../contracts/src/index.ts' },
    },
  ],
};
