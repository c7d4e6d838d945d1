import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ArticleRecord, ArticleRevisionRecord, ArticleTextRecord, Locale } from '@gameshift/contracts';
import { Box, Button, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { LoadError } from '../components/LoadError';
import { useCustomAction } from '../components/useCustomAction';
import { articleText } from '../messages';
import { useRoleAllows } from '../session/useRole';
import { articleRevisions, restoreRevision } from './articleApi';
import { publishTime } from './ArticleStateChip';
import { RevisionDiff } from './RevisionDiff';

/** Revisions listed before "Show all": the latest few are what an editor comes back for. */
const FIRST_REVISIONS = 5;

type RevisionItemProps = {
  revision: ArticleRevisionRecord;
  /** The language's text as it stands, to compare with. */
  current: ArticleTextRecord;
  onRestore?: (revision: ArticleRevisionRecord) => void;
  /** No restore while one is under way, or while the form holds unsaved words it would replace. */
  restoreDisabled: boolean;
};

const RevisionItem = ({ revision, current, onRestore, restoreDisabled }: RevisionItemProps) => {
  const [comparing, setComparing] = useState(false);
  const diffId = useId();
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', minWidth: 0 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{articleText.revisionNumber(revision.revision)}</Typography>
        {revision.current && <Chip size="small" label={articleText.current} />}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {articleText.savedBy(revision.saved_by, publishTime(revision.saved_at))}
      </Typography>
      {!revision.current && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            aria-expanded={comparing}
            aria-controls={diffId}
            onClick={() => setComparing((open) => !open)}
          >
            {comparing ? articleText.hideCompare : articleText.compare}
          </Button>
          {onRestore && (
            <Button size="small" onClick={() => onRestore(revision)} disabled={restoreDisabled}>
              {articleText.restore}
            </Button>
          )}
        </Stack>
      )}
      <Box id={diffId} sx={{ mt: comparing ? 1 : 0, minWidth: 0 }}>
        {comparing && <RevisionDiff before={revision.content} after={current.content} label={articleText.diffTitle(revision.revision)} />}
      </Box>
    </Box>
  );
};

type ArticleHistoryProps = {
  record: ArticleRecord;
  locale: Locale;
  /** The language's text as it stands: its revision is the latest the editor has seen. */
  text: ArticleTextRecord;
  readOnly: boolean;
  /** The form holds words not saved yet, which a restore would replace. */
  unsaved?: boolean;
};

/** The saved revisions of one language, newest first: who saved each and when, what changed since, and a way back to it. */
export const ArticleHistory = ({ record, locale, text, readOnly, unsaved = false }: ArticleHistoryProps) => {
  const mayWrite = useRoleAllows('articles', 'write') && !readOnly;
  const [all, setAll] = useState(false);
  const headingId = useId();
  const revisions = useQuery({
    queryKey: ['articles', String(record.id), 'revisions', locale],
    queryFn: ({ signal }) => articleRevisions(record.id, locale, signal),
  });
  const restore = useCustomAction({
    call: (revision: ArticleRevisionRecord) => restoreRevision(record.id, revision.id, text.revision),
    success: (_record, revision) => articleText.restored(revision.revision),
  });
  const rows = revisions.data ?? [];
  const shown = all ? rows : rows.slice(0, FIRST_REVISIONS);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {articleText.history}
      </Typography>
      {revisions.isPending && <LinearProgress aria-label={articleText.history} />}
      {revisions.error && <LoadError message={articleText.historyFailed} onRetry={() => void revisions.refetch()} />}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shown.map((revision) => (
          <RevisionItem
            key={revision.id}
            revision={revision}
            current={text}
            onRestore={mayWrite ? restore.run : undefined}
            restoreDisabled={restore.isPending || unsaved}
          />
        ))}
      </Box>
      {!all && rows.length > FIRST_REVISIONS && <Button onClick={() => setAll(true)}>{articleText.showAllRevisions(rows.length)}</Button>}
    </Box>
  );
};
