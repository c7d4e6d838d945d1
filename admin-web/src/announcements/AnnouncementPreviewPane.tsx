import { useId } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { announcementText } from '../messages';
import { usePreview } from './usePreview';

type AnnouncementPreviewPaneProps = {
  subject: string;
  body: string;
};

/**
 * The mail as a reserver gets it: the HTML part in a sandboxed frame (no script, no navigation, no
 * access to the portal) and the text part below it.
 */
export const AnnouncementPreviewPane = ({ subject, body }: AnnouncementPreviewPaneProps) => {
  const result = usePreview(subject, body);
  const captionId = useId();
  const preview = result.state === 'empty' ? undefined : result.preview;
  return (
    <Box component="section" aria-label={announcementText.preview} sx={{ minWidth: 0 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {announcementText.preview}
      </Typography>
      {result.state === 'empty' && <Typography color="text.secondary">{announcementText.previewHint}</Typography>}
      {result.state === 'failed' && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {result.reason || announcementText.previewFailed}
        </Alert>
      )}
      {preview && (
        <>
          <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>{announcementText.previewSubject(preview.subject)}</Typography>
          <Box
            component="iframe"
            title={announcementText.previewHtml}
            sandbox=""
            srcDoc={preview.html}
            sx={{ width: '100%', height: 420, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
          />
          <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, mt: 2 }}>
            <Typography id={captionId} variant="subtitle2" component="figcaption">
              {announcementText.previewText}
            </Typography>
            <Box
              component="pre"
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
      )}
    </Box>
  );
};
