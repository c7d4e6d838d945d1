/** Words of PromQL that are neither metrics nor followed by a parenthesis of their own. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan']);
/** Modifiers whose parenthesis lists labels, not an expression. */
const LABEL_LISTS = /\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g;

/**
 * The metric names a PromQL expression reads: every name that is not a function, an aggregation,
 * an operator keyword, a label or a duration. Enough for the expressions of deploy/ (no promtool
 * here to parse them in full).
 */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(LABEL_LISTS, ' ');
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][A-Za-z0-9_:]*/g)) {
    const name = match[0];
    const before = bare[match.index - 1] ?? ' ';
    // The exponent of a number such as 1e3.
    if (/[0-9.]/.test(before)) continue;
    if (
      bare
        .slice(match.index + name.length)
        .trimStart()
        .startsWith('(')
    )
      continue;
    if (KEYWORDS.has(name.toLowerCase())) continue;
    names.add(name);
  }
  return [...names];
}

/** Every series name a Prometheus text answer can be queried by, histogram and summary parts included. */
export function exposedNames(metricsText: string): Set<string> {
  const names = new Set<string>();
  for (const line of metricsText.split('\n')) {
    const typed = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (typed) {
      const [, name, type] = typed;
      names.add(name);
      if (type === 'histogram') for (const part of ['_bucket', '_count', '_sum']) names.add(`${name}${part}`);
      if (type === 'summary') for (const part of ['_count', '_sum']) names.add(`${name}${part}`);
      continue;
    }
    const sample = /^([A-Za-z_:][A-Za-z0-9_:]*)[{ ]/.exec(line);
    if (sample) names.add(sample[1]);
  }
  return names;
}
