import { useId } from 'react';
import { LOCALE_NAMES, LOCALE_TAGS, type AnnouncementPreview, type Locale } from '@gameshift/contracts';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { announcementText } from '../messages';
import { CopyLanguageTabs } from './CopyLanguageTabs';
import { type EditorWords, usePreview } from './usePreview';

type MailCopyProps = {
  preview: AnnouncementPreview;
  /** The language whose reservers get this copy: when the copy is in another (English), the owner is told why. */
  locale: Locale;
};

/**
 * One copy as a reserver gets it: the subject, the HTML part in a sandboxed frame (no script, no
 * navigation, no access to the portal) and the text part below it, each marked with its language.
 */
export const MailCopy = ({ preview, locale }: MailCopyProps) => {
  const captionId = useId();
  const lang = LOCALE_TAGS[preview.language];
  return (
    <>
      {preview.language !== locale && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {announcementText.copyFallback(LOCALE_NAMES[locale])}
        </Alert>
      )}
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {announcementText.previewSubject} <span lang={lang}>{preview.subject}</span>
      </Typography>
      <Box
        component="iframe"
        title={announcementText.previewHtml}
        sandbox=""
        srcDoc={preview.html}
        sx={{
          display: 'block',
          width: '100%',
          maxWidth: '100%',
          height: 420,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
        }}
      />
      <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, mt: 2, minWidth: 0 }}>
        <Typography id={captionId} variant="subtitle2" component="figcaption">
          {announcementText.previewText}
        </Typography>
        <Box
          component="pre"
          lang={lang}
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            fontSize: 13,
            p: 1.5,
            m: 0,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {preview.text}
        </Box>
      </Box>
    </>
  );
};

type AnnouncementPreviewPaneProps = {
  words: EditorWords;
  onLocaleChange: (locale: Locale) => void;
};

/** Beside the editor: the copy that reservations made in the chosen language get of the words as they stand. */
export const AnnouncementPreviewPane = ({ words, onLocaleChange }: AnnouncementPreviewPaneProps) => {
  const result = usePreview(words);
  const preview = 'preview' in result ? result.preview : undefined;
  return (
    <Box component="section" aria-label={announcementText.preview} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {announcementText.preview}
      </Typography>
      <CopyLanguageTabs value={words.locale} onChange={onLocaleChange}>
        {result.state === 'empty' && <Typography color="text.secondary">{announcementText.previewHint}</Typography>}
        {result.state === 'incomplete' && (
          <Typography color="text.secondary">{announcementText.copyIncomplete(LOCALE_NAMES[words.locale])}</Typography>
        )}
        {result.state === 'loading' && <LinearProgress aria-label={announcementText.previewLoading} />}
        {result.state === 'failed' && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {result.reason || announcementText.previewFailed}
          </Alert>
        )}
        {preview && <MailCopy preview={preview} locale={words.locale} />}
      </CopyLanguageTabs>
    </Box>
  );
};
