import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ERRORS, FEATURE_ERRORS } from './app-errors';

/** The error codes' table of docs/api.md, as code → status. */
function documentedCodes(): Map<string, number> {
  const doc = readFileSync(join(__dirname, '../../docs/api.md'), 'utf8');
  const table = doc.slice(doc.indexOf('| Code '));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  const codes = new Map<string, number>();
  for (const row of rows) {
    const [names, status] = row.split('|').slice(1, 3);
    for (const [, code] of names.matchAll(/`([a-z_]+)`/g)) codes.set(code, Number(status.trim()));
  }
  return codes;
}

describe('the error codes the features declare', () => {
  it('are each declared by one feature only', () => {
    const declared = FEATURE_ERRORS.flatMap((table) => Object.keys(table));
    expect(declared.filter((code, index) => declared.indexOf(code) !== index)).toEqual([]);
  });

  it('are the codes of the table in docs/api.md, each with the status it answers with', () => {
    const declared = new Map(Object.entries(APP_ERRORS).map(([code, declaration]) => [code, declaration.status]));
    expect(documentedCodes()).toEqual(declared);
  });
});
