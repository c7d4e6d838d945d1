import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import { articleText } from '../messages';
import { foldUnchanged, lineDiff, type DiffLine } from './lineDiff';

type RevisionDiffProps = {
  /** The revision's content. */
  before: string;
  /** The current content. */
  after: string;
  /** Names the comparison: `Content of revision 3 against the current text`. */
  label: string;
};

// Out of sight, read by screen readers (the usual visually-hidden rule).
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

const MARKS = { same: ' ', removed: '−', added: '+' } as const;

const LINE_SX = {
  same: {},
  removed: { bgcolor: 'rgba(211, 47, 47, 0.10)', textDecoration: 'none' },
  added: { bgcolor: 'rgba(46, 125, 50, 0.12)', textDecoration: 'none' },
} as const;

/** One line: a removed one inside <del>, an added one inside <ins>, each with its sign and its word for screen readers. */
const Line = ({ line }: { line: DiffLine }) => {
  const words = line.kind === 'removed' ? articleText.diffRemoved : line.kind === 'added' ? articleText.diffAdded : undefined;
  const content = (
    <>
      <Box component="span" aria-hidden="true" sx={{ display: 'inline-block', width: '2ch', fontWeight: 700 }}>
        {MARKS[line.kind]}
      </Box>
      {words && <span style={visuallyHidden}>{`${words} `}</span>}
      {line.text}
    </>
  );
  return (
    <Box component="li" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', px: 1 }}>
      {line.kind === 'same' ? (
        content
      ) : (
        <Box component={line.kind === 'removed' ? 'del' : 'ins'} sx={{ ...LINE_SX[line.kind], display: 'block', mx: -1, px: 1 }}>
          {content}
        </Box>
      )}
    </Box>
  );
};

/**
 * What changed in the content between a revision and the current text, line by line: removed lines
 * marked − and added lines + (and named so for screen readers), not by their colour alone; long
 * unchanged stretches folded to a count.
 */
export const RevisionDiff = ({ before, after, label }: RevisionDiffProps) => {
  const parts = useMemo(() => foldUnchanged(lineDiff(before, after)), [before, after]);
  if (before === after) return <Typography color="text.secondary">{articleText.diffSame}</Typography>;
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        py: 0.5,
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minWidth: 0,
      }}
    >
      {parts.map((part, index) =>
        part.kind === 'skipped' ? (
          <Box component="li" key={index} sx={{ px: 1, color: 'text.secondary', fontStyle: 'italic' }}>
            {articleText.diffUnchanged(part.count)}
          </Box>
        ) : (
          part.lines.map((line, lineIndex) => <Line key={`${index}-${lineIndex}`} line={line} />)
        ),
      )}
    </Box>
  );
};
