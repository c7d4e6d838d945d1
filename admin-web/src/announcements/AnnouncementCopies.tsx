import { type ReactNode, useId, useState } from 'react';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type AnnouncementRecord, type Locale } from '@gameshift/contracts';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { announcementText } from '../messages';
import { failureReason } from '../reservations/reservationActions';
import { announcementCopy } from './announcementActions';
import { MailCopy } from './AnnouncementPreviewPane';
import { CopyLanguageTabs } from './CopyLanguageTabs';

type AnnouncementCopiesProps = {
  record: AnnouncementRecord;
  /** What the page offers to do with the copy shown (the test copies), given its language. */
  actions?: (locale: Locale) => ReactNode;
};

/**
 * The announcement's page: which languages it is translated into, and the copy that reservations
 * made in each language get, rendered by the server as each copy is.
 */
export const AnnouncementCopies = ({ record, actions }: AnnouncementCopiesProps) => {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const headingId = useId();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const copy = useQuery({
    queryKey: ['announcements', 'copy', record.id, locale],
    queryFn: async ({ signal }) => {
      try {
        return await announcementCopy(record.id, locale, signal);
      } catch (error) {
        await logoutIfAccessDenied(error);
        throw error;
      }
    },
    retry: false,
  });
  const translated = LOCALES.filter((l) => l !== DEFAULT_LOCALE && record.translations[l as Exclude<Locale, 'en'>] !== undefined);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {announcementText.copiesTitle}
      </Typography>
      <Typography sx={{ mb: 1 }}>{announcementText.translatedInto(translated.map((l) => LOCALE_NAMES[l]))}</Typography>
      <CopyLanguageTabs value={locale} onChange={setLocale}>
        {actions?.(locale)}
        {copy.isPending && <LinearProgress aria-label={announcementText.previewLoading} />}
        {copy.isError && <Alert severity="warning">{failureReason(copy.error)}</Alert>}
        {copy.data && <MailCopy preview={copy.data} locale={locale} />}
      </CopyLanguageTabs>
    </Box>
  );
};
