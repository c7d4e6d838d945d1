import { useEffect, useMemo } from 'react';
import {
  ARTICLE_CATEGORIES,
  LOCALE_NAMES,
  type ArticleRecord,
  type ArticleTextRecord,
  type Locale,
  type TranslatedLocale,
} from '@gameshift/contracts';
import { Alert, Box } from '@mui/material';
import {
  Create,
  Form,
  FormDataConsumer,
  required,
  SaveButton,
  SelectInput,
  Toolbar,
  useCreate,
  useFormIsDirty,
  useLogoutIfAccessDenied,
  useNotify,
  useRedirect,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { messages, articleText } from '../messages';
import { saveTranslation } from './articleApi';
import { refusalOf, TEXT_FIELDS, textOf, writeOf, type TextValues } from './articleForm';
import { ArticleTextFields } from './ArticleTextFields';
import { SlugInput } from './SlugInput';

const CATEGORY_CHOICES = ARTICLE_CATEGORIES.map((category) => ({ id: category, name: articleText.categories[category] }));
const ENGLISH_FIELDS: readonly string[] = [...TEXT_FIELDS, 'slug', 'category'];

const CategoryInput = ({ readOnly = false }: { readOnly?: boolean }) => (
  <SelectInput source="category" label={articleText.fieldCategory} choices={CATEGORY_CHOICES} validate={required()} readOnly={readOnly} />
);

/** Tells the page whether the form holds changes not yet saved: what is published is the saved text. */
const DirtyReporter = ({ onDirty }: { onDirty: (dirty: boolean) => void }) => {
  const dirty = useFormIsDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  return null;
};

/** Hands the words the form holds, as JSON, to the preview beside it as they change. */
const WordsReporter = ({ locale, onWords }: { locale: Locale; onWords: (locale: Locale, words: string) => void }) => (
  <FormDataConsumer<TextValues>>
    {({ formData }) => <Report locale={locale} words={JSON.stringify(textOf(formData))} onWords={onWords} />}
  </FormDataConsumer>
);

const Report = ({ locale, words, onWords }: { locale: Locale; words: string; onWords: (locale: Locale, words: string) => void }) => {
  useEffect(() => onWords(locale, words), [locale, words, onWords]);
  return null;
};

type SaveBarProps = {
  /** A translation started from the English words may be saved as it is, unchanged. */
  alwaysEnable?: boolean;
};

const SaveBar = ({ alwaysEnable }: SaveBarProps) => (
  <Toolbar sx={{ mt: 2 }}>
    <SaveButton label={articleText.save} alwaysEnable={alwaysEnable} />
  </Toolbar>
);

/**
 * The answer to a refused save: a field the server named gets the reason under it (the form's
 * submit sets it), a save over someone else's raises the page's reload offer, anything else is a notice.
 */
function useRefusal(fields: readonly string[], onConflict: (message: string) => void) {
  const notify = useNotify();
  return (error: unknown): Record<string, string> | undefined => {
    const refusal = refusalOf(error, fields, messages.genericError);
    if (refusal.kind === 'field') return { [refusal.field]: refusal.message };
    if (refusal.kind === 'changed') onConflict(refusal.message);
    else notify(refusal.message, { type: 'error' });
    return undefined;
  };
}

type LanguageFormProps = {
  record: ArticleRecord;
  readOnly: boolean;
  onWords: (locale: Locale, words: string) => void;
  onDirty: (dirty: boolean) => void;
  /** Someone saved this language since it was loaded: the server's sentence, naming them. */
  onConflict: (message: string) => void;
};

/**
 * The English text, slug and category of a saved article. A save carries the revision the form was
 * loaded from; the record a save answers becomes the form's, so the next save starts from it.
 */
export const EnglishForm = ({ record, readOnly, onWords, onDirty, onConflict }: LanguageFormProps) => {
  const [update] = useUpdate<ArticleRecord>();
  const notify = useNotify();
  const refused = useRefusal(ENGLISH_FIELDS, onConflict);
  const { id } = record;
  const english = useMemo(
    () => ({
      id: record.id,
      slug: record.slug,
      category: record.category,
      revision: record.revision,
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, record[field] ?? ''])),
    }),
    [record],
  );
  const handleSubmit = async (values: Record<string, unknown>) => {
    try {
      await update('articles', { id, data: writeOf(values), previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      notify(articleText.saved, { type: 'success' });
    } catch (error) {
      return refused(error);
    }
  };
  return (
    <Form record={english} onSubmit={handleSubmit} warnWhenUnsavedChanges={!readOnly} noValidate>
      <ArticleTextFields readOnly={readOnly}>
        <SlugInput readOnly={readOnly} />
        <CategoryInput readOnly={readOnly} />
      </ArticleTextFields>
      <WordsReporter locale="en" onWords={onWords} />
      <DirtyReporter onDirty={onDirty} />
      {!readOnly && <SaveBar />}
    </Form>
  );
};

type TranslationFormProps = LanguageFormProps & {
  locale: TranslatedLocale;
  /** The translation as saved; none for a first one, which starts from the English words. */
  text?: ArticleTextRecord;
};

/** One translation's words; its save names the translation's own revision (none for the first). */
export const TranslationForm = ({ record, locale, text, readOnly, onWords, onDirty, onConflict }: TranslationFormProps) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const refused = useRefusal(TEXT_FIELDS, onConflict);
  const source = text ?? record;
  const values = useMemo(
    () => ({
      id: `${record.id}:${locale}`,
      revision: text?.revision ?? null,
      ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, source[field] ?? ''])),
    }),
    [record.id, locale, text, source],
  );
  // A form's save, not a button's action: the refusal's reasons go back to the fields it names.
  const handleSubmit = async (submitted: Record<string, unknown>) => {
    try {
      await saveTranslation(record.id, locale, {
        ...textOf(submitted),
        revision: typeof submitted.revision === 'number' ? submitted.revision : null,
      });
      notify(articleText.translationSaved(LOCALE_NAMES[locale]), { type: 'success' });
      refresh();
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return undefined;
      return refused(error);
    }
  };
  return (
    <Form record={values} onSubmit={handleSubmit} warnWhenUnsavedChanges={!readOnly} noValidate>
      {!text && <Alert severity="info">{articleText.translationStarted}</Alert>}
      <Box lang={locale}>
        <ArticleTextFields readOnly={readOnly} />
      </Box>
      <WordsReporter locale={locale} onWords={onWords} />
      <DirtyReporter onDirty={onDirty} />
      {!readOnly && <SaveBar alwaysEnable={!text || undefined} />}
    </Form>
  );
};

/** A new draft: its slug proposed from the title as it is typed; once saved, the editor opens with its preview. */
export const ArticleCreate = () => {
  const [create] = useCreate<ArticleRecord>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refused = useRefusal(ENGLISH_FIELDS, (message) => notify(message, { type: 'error' }));
  const handleSubmit = async (values: Record<string, unknown>) => {
    try {
      const record = await create('articles', { data: writeOf(values) }, { returnPromise: true });
      notify(articleText.created, { type: 'success' });
      if (record) redirect('edit', 'articles', record.id);
    } catch (error) {
      return refused(error);
    }
  };
  return (
    <Create title={articleText.createTitle}>
      <Form onSubmit={handleSubmit} defaultValues={{ category: 'updates', tags: [] }} noValidate>
        <Box sx={{ p: 2, maxWidth: 880 }}>
          <Alert severity="info" sx={{ mb: 1 }}>
            {articleText.previewAfterSave}
          </Alert>
          <ArticleTextFields>
            <SlugInput propose />
            <CategoryInput />
          </ArticleTextFields>
        </Box>
        <SaveBar />
      </Form>
    </Create>
  );
};
