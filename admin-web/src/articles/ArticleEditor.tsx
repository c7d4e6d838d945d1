import { memo, useCallback, useId, useState } from 'react';
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALE_TAGS,
  LOCALES,
  type ArticleRecord,
  type ArticleTextRecord,
  type Locale,
  type TranslatedLocale,
} from '@gameshift/contracts';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Edit, Show, useRecordContext, useRefresh } from 'react-admin';
import { articleText } from '../messages';
import { useRoleAllows } from '../session/useRole';
import { ArticleHistory } from './ArticleHistory';
import { ArticlePreview } from './ArticlePreview';
import { ArticleStateChip, publishTime } from './ArticleStateChip';
import { EnglishForm, TranslationForm } from './ArticleForms';
import { PublishActions } from './PublishActions';

const textIn = (record: ArticleRecord, locale: Locale): ArticleTextRecord | undefined =>
  locale === DEFAULT_LOCALE ? record : record.translations[locale as TranslatedLocale];

/** Where a language's text stands: its state, its length in reading time, and who saved it last. */
const TextStatus = ({ text }: { text: ArticleTextRecord }) => (
  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
    {/* Named, so the state reads (and is found) as "State, Published" apart from the words around it. */}
    <Box role="group" aria-label={articleText.colState}>
      <ArticleStateChip state={text.state} publishAt={text.publish_at} />
    </Box>
    <Typography variant="body2">{articleText.readingTime(text.readingTime)}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {`${articleText.revisionNumber(text.revision)} · ${articleText.savedBy(text.saved_by, publishTime(text.saved_at))}`}
    </Typography>
  </Stack>
);

type LanguagePanelProps = {
  record: ArticleRecord;
  locale: Locale;
  active: boolean;
  readOnly: boolean;
  onWords: (locale: Locale, words: string) => void;
};

/**
 * One language of the article: where its text stands, what may be done with it, its words, and
 * its history. A language without a text says so and, for an editor, offers to start one from the
 * English words.
 */
const LanguagePanel = memo(function LanguagePanel({ record, locale, active, readOnly, onWords }: LanguagePanelProps) {
  const mayWrite = useRoleAllows('articles', 'write') && !readOnly;
  const mayPublish = useRoleAllows('articles', 'publish') && !readOnly;
  const refresh = useRefresh();
  const [conflict, setConflict] = useState<string | undefined>();
  const [writing, setWriting] = useState(false);
  // Unsaved words in the form: publishing or restoring would replace them with the saved text.
  const [dirty, setDirty] = useState(false);
  const text = textIn(record, locale);
  const language = LOCALE_NAMES[locale];
  // Once saved, the translation is the text; deleted later, the language is missing again.
  if (text && writing) setWriting(false);

  if (!text && !writing) {
    return (
      <Box sx={{ py: 1 }}>
        <Alert severity="info" sx={{ mb: 2 }}>
          {articleText.missingIntro(language)}
        </Alert>
        {mayWrite && (
          <Button variant="contained" onClick={() => setWriting(true)}>
            {articleText.writeTranslation(language)}
          </Button>
        )}
      </Box>
    );
  }
  const handleReload = () => {
    setConflict(undefined);
    refresh();
  };
  return (
    <>
      {text && <TextStatus text={text} />}
      {text && mayPublish && (
        <Box component="section" aria-label={articleText.publishing} sx={{ mb: 2 }}>
          <PublishActions record={record} locale={locale} text={text} unsaved={dirty} />
        </Box>
      )}
      {conflict && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={handleReload}>
              {articleText.reload}
            </Button>
          }
        >
          {conflict} {articleText.reloadNote}
        </Alert>
      )}
      {locale === DEFAULT_LOCALE ? (
        <EnglishForm record={record} readOnly={!mayWrite} onWords={onWords} onDirty={setDirty} onConflict={setConflict} />
      ) : (
        <TranslationForm
          record={record}
          locale={locale as TranslatedLocale}
          text={text}
          readOnly={!mayWrite}
          onWords={onWords}
          onDirty={setDirty}
          onConflict={setConflict}
        />
      )}
      {text && active && <ArticleHistory record={record} locale={locale} text={text} readOnly={!mayWrite} unsaved={dirty} />}
    </>
  );
});

type LanguageTabsProps = {
  record: ArticleRecord;
  value: Locale;
  onChange: (locale: Locale) => void;
  tabId: (locale: Locale) => string;
  panelId: (locale: Locale) => string;
};

/** One tab per language of the site, named in itself; a language without a text is marked missing in words. */
const LanguageTabs = ({ record, value, onChange, tabId, panelId }: LanguageTabsProps) => (
  <Tabs
    value={value}
    onChange={(_event, locale: Locale) => onChange(locale)}
    aria-label={articleText.languages}
    variant="scrollable"
    scrollButtons="auto"
    allowScrollButtonsMobile
    sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
  >
    {LOCALES.map((locale) => (
      <Tab
        key={locale}
        value={locale}
        id={tabId(locale)}
        aria-controls={panelId(locale)}
        label={
          <span>
            <span lang={LOCALE_TAGS[locale]}>{LOCALE_NAMES[locale]}</span>
            {!textIn(record, locale) && ` · ${articleText.missing}`}
          </span>
        }
        sx={{ textTransform: 'none' }}
      />
    ))}
  </Tabs>
);

/**
 * The article in every language: a tab per language over its words (a form for an editor, read-only
 * for the other roles) and, beside them on a wide screen or under them on a phone, its page as a
 * visitor will see it with the words as they stand in the form.
 */
const ArticleWorkspace = ({ readOnly = false }: { readOnly?: boolean }) => {
  const record = useRecordContext<ArticleRecord>();
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [words, setWords] = useState<Partial<Record<Locale, string>>>({});
  const id = useId();
  const tabId = (tab: Locale) => `${id}-tab-${tab}`;
  const panelId = (tab: Locale) => `${id}-panel-${tab}`;
  const handleWords = useCallback(
    (language: Locale, json: string) =>
      setWords((previous) => (previous[language] === json ? previous : { ...previous, [language]: json })),
    [],
  );
  if (!record) return null;
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {record.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {`${articleText.address(record.slug)} · ${articleText.categories[record.category]}`}
      </Typography>
      <LanguageTabs record={record} value={locale} onChange={setLocale} tabId={tabId} panelId={panelId} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          {LOCALES.map((tab) => (
            // Every language stays mounted, so what was typed in one survives a look at another.
            <Box key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== locale}>
              <LanguagePanel record={record} locale={tab} active={tab === locale} readOnly={readOnly} onWords={handleWords} />
            </Box>
          ))}
        </Box>
        <Box sx={{ minWidth: 0, position: { md: 'sticky' }, top: { md: 72 } }}>
          <ArticlePreview id={record.id} locale={locale} stored={textIn(record, locale) !== undefined} words={words[locale]} />
        </Box>
      </Box>
    </Box>
  );
};

/**
 * An article for the roles that write: its languages, published and scheduled from here. The
 * record is fetched again only when asked (a save, an action, Reload), never on returning to the
 * window, so someone else's save cannot wipe what is being typed: the save says so instead.
 */
export const ArticleEdit = () => (
  <Edit title={articleText.editTitle} actions={false} mutationMode="pessimistic" queryOptions={{ refetchOnWindowFocus: false }}>
    <ArticleWorkspace />
  </Edit>
);

/** The same page for the roles that read: every language and its history, its preview, nothing to change. */
export const ArticleShow = () => (
  <Show title={articleText.showTitle} actions={false}>
    <ArticleWorkspace readOnly />
  </Show>
);
