import { useState } from 'react';
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  localizedPath,
  PUBLIC_ROUTES,
  type ArticleRecord,
  type ArticleTextRecord,
  type Locale,
} from '@gameshift/contracts';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { Confirm, DeleteButton, useRedirect } from 'react-admin';
import { useCustomAction } from '../components/useCustomAction';
import { articleText } from '../messages';
import { useRoleAllows } from '../session/useRole';
import { announceArticle, publishArticle, removeTranslation, unpublishArticle } from './articleApi';
import { publishTime } from './ArticleStateChip';
import { editorTimeZone, withOffset } from './schedule';

type PublishActionsProps = {
  record: ArticleRecord;
  locale: Locale;
  /** The language's text: what is published, scheduled or taken back. */
  text: ArticleTextRecord;
  /** The form holds words not saved yet: publishing them would need a save first. */
  unsaved?: boolean;
};

/** The time the editor picks, in their own time zone, and the publication at that time. */
const ScheduleButton = ({ record, locale, unsaved }: Omit<PublishActionsProps, 'text'>) => {
  const [at, setAt] = useState('');
  const [missing, setMissing] = useState(false);
  const language = LOCALE_NAMES[locale];
  const schedule = useCustomAction({
    call: (publishAt: string) => publishArticle(record.id, { publish_at: publishAt, time_zone: editorTimeZone(), locale }),
    success: (_result, publishAt) => articleText.scheduled(publishTime(publishAt)),
  });
  const confirm = schedule.confirmProps(withOffset(at) ?? '');
  return (
    <>
      <Button variant="outlined" onClick={schedule.ask} disabled={schedule.isPending || unsaved}>
        {articleText.schedule}
      </Button>
      <Confirm
        {...confirm}
        onConfirm={() => {
          const publishAt = withOffset(at);
          if (publishAt === undefined) setMissing(true);
          else schedule.run(publishAt);
        }}
        title={articleText.scheduleTitle(language)}
        content={
          <TextField
            type="datetime-local"
            label={articleText.scheduleAt}
            value={at}
            onChange={(event) => {
              setAt(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? articleText.scheduleMissing : articleText.scheduleHelp(editorTimeZone())}
            required
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ mt: 1 }}
          />
        }
        confirm={articleText.scheduleConfirm}
        cancel={articleText.cancel}
      />
    </>
  );
};

/**
 * What the editor may do with the language shown, as it stands: publish it now or at a time, take
 * it back to a draft, delete it (the whole article from its English tab), and for an owner, tell
 * the reservers of the published article in an announcement.
 */
export const PublishActions = ({ record, locale, text, unsaved = false }: PublishActionsProps) => {
  const mayAnnounce = useRoleAllows('announcements', 'write');
  const redirect = useRedirect();
  const language = LOCALE_NAMES[locale];
  const english = locale === DEFAULT_LOCALE;
  const publish = useCustomAction({
    call: () => publishArticle(record.id, { time_zone: editorTimeZone(), locale }),
    success: articleText.published(language),
  });
  const unpublish = useCustomAction({
    call: () => unpublishArticle(record.id, locale),
    success: articleText.unpublished(language),
  });
  const deleteTranslation = useCustomAction({
    call: () => removeTranslation(record.id, locale),
    success: articleText.translationDeleted(language),
  });
  const announce = useCustomAction({
    call: () => announceArticle(record.id),
    success: articleText.announced,
    onSuccess: (announcement) => redirect('edit', 'announcements', announcement.id),
    refresh: false,
  });
  const page = localizedPath(locale, PUBLIC_ROUTES.article.replace(':slug', encodeURIComponent(record.slug)));
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {unsaved && (
        <Typography variant="body2" sx={{ width: '100%' }}>
          {articleText.saveFirst}
        </Typography>
      )}
      {text.state !== 'published' && (
        <Button variant="contained" onClick={() => publish.run()} disabled={publish.isPending || unsaved}>
          {articleText.publishNow}
        </Button>
      )}
      {text.state !== 'published' && <ScheduleButton record={record} locale={locale} unsaved={unsaved} />}
      {text.state !== 'draft' && (
        <Button variant="outlined" onClick={() => unpublish.run()} disabled={unpublish.isPending || unsaved}>
          {articleText.unpublish}
        </Button>
      )}
      {text.state === 'published' && (
        <Button href={page} target="_blank" rel="noopener">
          {articleText.openPage}
        </Button>
      )}
      {english && text.state === 'published' && mayAnnounce && (
        <Button onClick={() => announce.run()} disabled={announce.isPending}>
          {articleText.announce}
        </Button>
      )}
      {english ? (
        <DeleteButton
          label={articleText.deleteArticle}
          mutationMode="pessimistic"
          confirmTitle={articleText.deleteArticleTitle}
          confirmContent={articleText.deleteArticleContent}
          successMessage={articleText.articleDeleted}
          redirect="list"
        />
      ) : (
        <>
          <Button color="error" onClick={deleteTranslation.ask} disabled={deleteTranslation.isPending}>
            {articleText.deleteTranslation}
          </Button>
          <Confirm
            {...deleteTranslation.confirmProps(undefined)}
            title={articleText.deleteTranslationTitle(language)}
            content={articleText.deleteTranslationContent}
            confirm={articleText.deleteTranslation}
            confirmColor="warning"
            cancel={articleText.cancel}
          />
        </>
      )}
    </Stack>
  );
};
