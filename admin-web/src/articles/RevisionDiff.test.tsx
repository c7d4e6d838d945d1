import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { articleText } from '../messages';
import { lineDiff } from './lineDiff';
import { RevisionDiff } from './RevisionDiff';

const LABEL = articleText.diffTitle(3);
const lines = (...text: string[]) => text.join('\n');

describe(lineDiff.name, () => {
  it('marks what only the revision had as removed and what only the current text has as added, in their order', () => {
    expect(lineDiff(lines('# Title', 'old line', 'kept', 'gone'), lines('# Title', 'new line', 'kept', 'added at the end'))).toEqual([
      { kind: 'same', text: '# Title' },
      { kind: 'removed', text: 'old line' },
      { kind: 'added', text: 'new line' },
      { kind: 'same', text: 'kept' },
      { kind: 'removed', text: 'gone' },
      { kind: 'added', text: 'added at the end' },
    ]);
  });

  it('keeps a line that moved past inserted ones as the same line', () => {
    expect(lineDiff(lines('a', 'b'), lines('x', 'a', 'y', 'b')).map((line) => line.kind)).toEqual(['added', 'same', 'added', 'same']);
  });
});

describe(RevisionDiff.name, () => {
  const before = lines('intro', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'the old ending');
  const after = lines('intro', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'the new ending');

  it('shows a removed line struck in <del> and an added one in <ins>, each said in words, not by colour alone', () => {
    render(
      <StrictMode>
        <RevisionDiff before={before} after={after} label={LABEL} />
      </StrictMode>,
    );
    const comparison = screen.getByRole('list', { name: LABEL });
    const removed = screen.getByText('the old ending', { exact: false }).closest('del');
    const added = screen.getByText('the new ending', { exact: false }).closest('ins');
    expect(removed).toHaveTextContent(`${articleText.diffRemoved} the old ending`);
    expect(added).toHaveTextContent(`${articleText.diffAdded} the new ending`);
    // The signs a sighted reader scans for; the words above are what a screen reader says.
    expect(removed?.textContent?.startsWith('−')).toBe(true);
    expect(added?.textContent?.startsWith('+')).toBe(true);
    // Two lines of context before the change; the six before them folded to a count.
    expect(comparison).toHaveTextContent(articleText.diffUnchanged(6));
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.getByText('six', { exact: false })).toBeInTheDocument();
  });

  it('says so when the content is the same', () => {
    render(
      <StrictMode>
        <RevisionDiff before={before} after={before} label={LABEL} />
      </StrictMode>,
    );
    expect(screen.getByText(articleText.diffSame)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
