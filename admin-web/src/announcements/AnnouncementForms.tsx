import { useState } from 'react';
import {
  ANNOUNCEMENT_LIMITS,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALES,
  type AnnouncementRecord,
  type AnnouncementTranslations,
  type Locale,
} from '@gameshift/contracts';
import { Box, Typography } from '@mui/material';
import { Create, Edit, FormDataConsumer, maxLength, required, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { announcementText } from '../messages';
import { AnnouncementPreviewPane } from './AnnouncementPreviewPane';

type Words = { subject?: string; body?: string; translations?: AnnouncementTranslations };

/**
 * The editor and, beside it on a wide screen or under it on a phone, the copy a reserver gets: in
 * the language whose fields the owner is in, or whose tab they chose.
 */
const AnnouncementFields = () => {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
        gap: 3,
        width: '100%',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Box onFocus={() => setLocale(DEFAULT_LOCALE)}>
          <TextInput
            source="subject"
            label={announcementText.subject}
            validate={[required(), maxLength(ANNOUNCEMENT_LIMITS.subject)]}
            autoComplete="off"
          />
          <TextInput
            source="body"
            label={announcementText.body}
            helperText={announcementText.bodyHelp}
            validate={[required(), maxLength(ANNOUNCEMENT_LIMITS.body)]}
            multiline
            minRows={12}
          />
        </Box>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          {announcementText.translationsTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {announcementText.translationsHelp}
        </Typography>
        {LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => (
          // Focus in a language's fields shows its copy beside them.
          <Box key={locale} onFocus={() => setLocale(locale)}>
            <TextInput
              source={`translations.${locale}.subject`}
              label={announcementText.translationSubject(LOCALE_NAMES[locale])}
              validate={maxLength(ANNOUNCEMENT_LIMITS.subject)}
              autoComplete="off"
            />
            <TextInput
              source={`translations.${locale}.body`}
              label={announcementText.translationBody(LOCALE_NAMES[locale])}
              validate={maxLength(ANNOUNCEMENT_LIMITS.body)}
              multiline
              minRows={4}
            />
          </Box>
        ))}
      </Box>
      <FormDataConsumer<Words>>
        {({ formData }) => (
          <AnnouncementPreviewPane
            words={{
              subject: formData.subject ?? '',
              body: formData.body ?? '',
              locale,
              translation: locale === DEFAULT_LOCALE ? undefined : formData.translations?.[locale as Exclude<Locale, 'en'>],
            }}
            onLocaleChange={setLocale}
          />
        )}
      </FormDataConsumer>
    </Box>
  );
};

/** A new draft; once saved, its page offers the test copy and the send. */
export const AnnouncementCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={announcementText.createTitle}
      mutationOptions={{
        onSuccess: (record: AnnouncementRecord) => {
          notify(announcementText.saved, { type: 'success' });
          redirect('show', 'announcements', record.id);
        },
      }}
    >
      <SimpleForm>
        <AnnouncementFields />
      </SimpleForm>
    </Create>
  );
};

export const AnnouncementEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      title={announcementText.editTitle}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (record: AnnouncementRecord) => {
          notify(announcementText.saved, { type: 'success' });
          redirect('show', 'announcements', record.id);
        },
      }}
    >
      <SimpleForm>
        <AnnouncementFields />
      </SimpleForm>
    </Edit>
  );
};
