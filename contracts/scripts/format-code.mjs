/**
 * Generated code laid out as the project's formatter lays out what people write (oxfmt, with the
 * layout options of the repository's .oxfmtrc.json), so the generated files pass its check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'oxfmt';

/** Every option of .oxfmtrc.json but which files it formats: an option added there applies here too. */
const {
  $schema: _schema,
  ignorePatterns: _files,
  ...layout
} = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', '..', '.oxfmtrc.json'), 'utf8'));

/** `code` formatted as the file `file` (its extension names the language). */
export async function formatCode(file, code) {
  const { code: formatted, errors } = await format(file, code, layout);
  if (errors.length > 0) throw new Error(`${file} was generated with errors: ${errors.map((error) => error.message).join('; ')}`);
  return formatted;
}
