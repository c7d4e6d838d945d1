import { Chip, type ChipProps } from '@mui/material';
import type { ArticleState } from '@gameshift/contracts';
import { articleText } from '../messages';

const COLORS: Record<ArticleState, ChipProps['color']> = { draft: 'default', scheduled: 'info', published: 'success' };

/** When a scheduled text goes live, in the editor's own clock and words. */
export const publishTime = (iso: string): string => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

type ArticleStateChipProps = {
  state: ArticleState;
  /** When a scheduled text becomes visible (ISO 8601). */
  publishAt?: string | null;
};

/** Draft, Scheduled for <when>, or Published: the words say it, the colour only repeats them. */
export const ArticleStateChip = ({ state, publishAt }: ArticleStateChipProps) => (
  <Chip
    size="small"
    variant="outlined"
    color={COLORS[state]}
    label={state === 'scheduled' && publishAt ? articleText.scheduledFor(publishTime(publishAt)) : articleText.states[state]}
  />
);
