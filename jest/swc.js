/**
 * The jest transform: swc only strips types and rewrites modules, about ten times faster than the
 * TypeScript compiler. Types are checked by their own layer (`npm run typecheck`).
 */
const common = { sourceMaps: 'inline', module: { type: 'commonjs' } };

/** TypeScript as tsc builds the backend: legacy decorators with their metadata, which Nest's injection reads. */
const node = [
  '@swc/jest',
  {
    ...common,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: true },
    },
  },
];

/** The SPAs' TypeScript; .tsx with React's automatic runtime, as Vite builds it. */
const web = (tsx) => [
  '@swc/jest',
  {
    ...common,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', tsx },
      transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
    },
  },
];

/** Packages published as ES modules only, rewritten to CommonJS for jest. */
const esModules = ['@swc/jest', { ...common, jsc: { target: 'es2022', parser: { syntax: 'ecmascript' } } }];

module.exports = { node, ts: web(false), tsx: web(true), esModules };
