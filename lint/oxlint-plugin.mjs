// The lint rules oxlint has no native version of, as an oxlint JS plugin (oxlint.config.mts).
const SQL_MESSAGE = 'Use a repository or the query builder; SQL that needs PostgreSQL itself goes in a *.queries.ts beside its service.';

export default {
  meta: { name: 'project' },
  rules: {
    // One data-access convention: hand-written SQL (a `.query(...)` call) only in *.queries.ts.
    'no-raw-query': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        return {
          "CallExpression[callee.property.name='query']"(node) {
            context.report({ node, message: SQL_MESSAGE });
          },
        };
      },
    },
    // ESLint's no-octal, for the sloppy-mode scripts (.js, .cjs): elsewhere a legacy octal literal
    // is a syntax error oxlint reports itself.
    'no-octal': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        return {
          Literal(node) {
            if (typeof node.value === 'number' && /^0[0-9]/u.test(node.raw))
              context.report({ node, message: 'Octal literals should not be used.' });
          },
        };
      },
    },
  },
};
