import { type ReactNode, useEffect, useId, useState } from 'react';
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALES,
  type AnnouncementPreview,
  type AnnouncementRecord,
  type Locale,
} from '@gameshift/contracts';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { type Identifier, useLogoutIfAccessDenied } from 'react-admin';
import { announcementText } from '../messages';
import { failureReason } from '../components/useCustomAction';
import { announcementCopy } from './announcementApi';
import { MailCopy } from './AnnouncementPreviewPane';
import { CopyLanguageTabs } from './CopyLanguageTabs';

type AnnouncementCopiesProps = {
  record: AnnouncementRecord;
  /** What the page offers to do with the copy shown (the test copies), given its language. */
  actions?: (locale: Locale) => ReactNode;
};

type Copy = { locale: Locale; preview?: AnnouncementPreview; reason?: string };

/**
 * The copy of announcement `id` for reservations made in `locale`, asked once per language shown:
 * the words of a saved announcement change only on its edit page, so the page's refreshes while a
 * send goes out do not ask again.
 */
function useCopy(id: Identifier, locale: Locale): Copy | undefined {
  const [copy, setCopy] = useState<Copy>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  useEffect(() => {
    const controller = new AbortController();
    announcementCopy(id, locale, controller.signal).then(
      (preview) => setCopy({ locale, preview }),
      async (error: unknown) => {
        if (controller.signal.aborted || (await logoutIfAccessDenied(error))) return;
        setCopy({ locale, reason: failureReason(error) });
      },
    );
    return () => controller.abort();
  }, [id, locale, logoutIfAccessDenied]);
  return copy?.locale === locale ? copy : undefined;
}

/**
 * The announcement's page: which languages it is translated into, and the copy that reservations
 * made in each language get, rendered by the server as each copy is.
 */
export const AnnouncementCopies = ({ record, actions }: AnnouncementCopiesProps) => {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const headingId = useId();
  const copy = useCopy(record.id, locale);
  const translated = LOCALES.filter((l) => l !== DEFAULT_LOCALE && record.translations[l as Exclude<Locale, 'en'>] !== undefined);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {announcementText.copiesTitle}
      </Typography>
      <Typography sx={{ mb: 1 }}>{announcementText.translatedInto(translated.map((l) => LOCALE_NAMES[l]))}</Typography>
      <CopyLanguageTabs value={locale} onChange={setLocale}>
        {actions?.(locale)}
        {copy === undefined && <LinearProgress aria-label={announcementText.previewLoading} />}
        {copy?.reason !== undefined && <Alert severity="warning">{copy.reason}</Alert>}
        {copy?.preview && <MailCopy preview={copy.preview} locale={locale} />}
      </CopyLanguageTabs>
    </Box>
  );
};
