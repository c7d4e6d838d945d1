/**
 * `SELECT * FROM fn(p_a => $1, p_b => $2, …)` and its values, from one object, so that each argument
 * is written beside its parameter's name and none depends on its position. Names come from our code,
 * never from a request; they are checked all the same, as they are spliced into the statement.
 */
export function namedCall(fn: string, args: Record<string, unknown>): [string, unknown[]] {
  const names = [fn, ...Object.keys(args)];
  const bad = names.find((name) => !/^[a-z_][a-z0-9_]*$/.test(name));
  if (bad !== undefined) throw new Error(`not a plain SQL name: ${bad}`);
  const list = Object.keys(args)
    .map((name, i) => `${name} => $${i + 1}`)
    .join(', ');
  return [`SELECT * FROM ${fn}(${list})`, Object.values(args)];
}
