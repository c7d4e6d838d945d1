/** One line of a comparison: in both texts, only in the earlier one, or only in the later one. */
export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

/** Beyond this many cells the middle of two texts is shown as removed then added, rather than matched line by line. */
const MAX_TABLE = 4_000_000;

/**
 * The lines of `before` and `after` in order, each marked as kept, removed or added: the longest
 * common subsequence of lines, after the common start and end are set aside (an edit usually
 * touches a few lines of a long article, so the table stays small).
 */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const same = (lines: string[]): DiffLine[] => lines.map((text) => ({ kind: 'same', text }));
  return [...same(a.slice(0, start)), ...middle(a.slice(start, endA), b.slice(start, endB)), ...same(a.slice(endA))];
}

function middle(a: string[], b: string[]): DiffLine[] {
  const removed = (text: string): DiffLine => ({ kind: 'removed', text });
  const added = (text: string): DiffLine => ({ kind: 'added', text });
  const columns = b.length + 1;
  if (a.length * b.length > MAX_TABLE) return [...a.map(removed), ...b.map(added)];
  // lengths[i * columns + j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = new Uint32Array((a.length + 1) * columns);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i * columns + j] =
        a[i] === b[j] ? lengths[(i + 1) * columns + j + 1] + 1 : Math.max(lengths[(i + 1) * columns + j], lengths[i * columns + j + 1]);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      lines.push({ kind: 'same', text: a[i] });
      i++;
      j++;
    } else if (lengths[(i + 1) * columns + j] >= lengths[i * columns + j + 1]) {
      lines.push(removed(a[i++]));
    } else {
      lines.push(added(b[j++]));
    }
  }
  return [...lines, ...a.slice(i).map(removed), ...b.slice(j).map(added)];
}

/** A run of a comparison as it is shown: changed lines with a little context, or a count of the unchanged lines between. */
export type DiffPart = { kind: 'lines'; lines: DiffLine[] } | { kind: 'skipped'; count: number };

/** The comparison with unchanged stretches longer than twice `context` folded to a count. */
export function foldUnchanged(lines: DiffLine[], context = 2): DiffPart[] {
  const near = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++) near[k] = true;
  });
  const parts: DiffPart[] = [];
  lines.forEach((line, index) => {
    const last = parts.at(-1);
    if (near[index]) {
      if (last?.kind === 'lines') last.lines.push(line);
      else parts.push({ kind: 'lines', lines: [line] });
    } else if (last?.kind === 'skipped') {
      last.count++;
    } else {
      parts.push({ kind: 'skipped', count: 1 });
    }
  });
  return parts;
}
