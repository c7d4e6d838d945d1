import {
  ADMIN_TABLE,
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALES,
  type ArticleRecord,
  type ArticleState,
  type TranslatedLocale,
} from '@gameshift/contracts';
import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, DataTable, DateField, List, SearchInput, SelectInput, SimpleList, TopToolbar, useRecordContext } from 'react-admin';
import { AdminPagination } from '../components/AdminPagination';
import { FilterSubmitButton } from '../components/FilterSubmitButton';
import { ListLoadError } from '../components/ListLoadError';
import { TruncatedText } from '../components/TruncatedText';
import { articleText } from '../messages';
import { useRoleAllows } from '../session/useRole';
import { ArticleStateChip, publishTime } from './ArticleStateChip';

const STATES: ArticleState[] = ['draft', 'scheduled', 'published'];
const STATE_CHOICES = STATES.map((state) => ({ id: state, name: articleText.states[state] }));
const LANGUAGE_CHOICES = LOCALES.map((locale) => ({ id: locale, name: LOCALE_NAMES[locale] }));

const FILTERS = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={articleText.search}
    slotProps={{ htmlInput: { 'aria-label': articleText.search } }}
  />,
  <SelectInput key="state" source="state" label={articleText.stateFilter} choices={STATE_CHOICES} alwaysOn />,
  <SelectInput key="locale" source="locale" label={articleText.languageFilter} choices={LANGUAGE_CHOICES} alwaysOn />,
  <FilterSubmitButton key="submit" source="submit" alwaysOn />,
];

const Column = DataTable.Col<ArticleRecord>;

/** The languages written, by their codes, and the ones still missing, in words rather than by a colour. */
export const languagesLine = (record: ArticleRecord): { written: string; missing?: string } => {
  const written = LOCALES.filter((locale) => locale === DEFAULT_LOCALE || record.translations[locale as TranslatedLocale] !== undefined);
  return {
    written: written.map((locale) => locale.toUpperCase()).join(' · '),
    missing:
      record.missing.length === 0
        ? undefined
        : articleText.missingLanguages(record.missing.map((locale) => locale.toUpperCase()).join(' · ')),
  };
};

const StateField = () => {
  const record = useRecordContext<ArticleRecord>();
  return record ? <ArticleStateChip state={record.state} publishAt={record.publish_at} /> : null;
};

const LanguagesField = () => {
  const record = useRecordContext<ArticleRecord>();
  if (!record) return null;
  const { written, missing } = languagesLine(record);
  return (
    <Stack component="span">
      <span>{written}</span>
      {missing && (
        <Typography component="span" variant="body2" color="text.secondary">
          {missing}
        </Typography>
      )}
    </Stack>
  );
};

const TitleField = () => {
  const record = useRecordContext<ArticleRecord>();
  return <TruncatedText text={record?.title} maxWidth="32ch" />;
};

const SlugField = () => {
  const record = useRecordContext<ArticleRecord>();
  return <TruncatedText text={record?.slug} maxWidth="24ch" />;
};

const SavedField = () => {
  const record = useRecordContext<ArticleRecord>();
  if (!record) return null;
  return (
    <Stack component="span">
      <TruncatedText text={record.saved_by} maxWidth="22ch" />
      <DateField source="saved_at" showTime variant="body2" color="text.secondary" />
    </Stack>
  );
};

const ListActions = () => {
  const mayWrite = useRoleAllows('articles', 'write');
  return <TopToolbar>{mayWrite && <CreateButton label={articleText.create} />}</TopToolbar>;
};

/**
 * The news, the latest saved first, with search and the state and language filters; a row opens
 * the editor for the roles that write, the article's page for the others. Below 600 px one card per article.
 */
export const ArticleList = () => {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const opens = useRoleAllows('articles', 'write') ? 'edit' : 'show';
  return (
    <List
      title={articleText.title}
      sort={{ field: 'saved_at', order: 'DESC' }}
      perPage={ADMIN_TABLE.defaultPageSize}
      pagination={<AdminPagination />}
      filters={FILTERS}
      actions={<ListActions />}
      exporter={false}
      empty={false}
      error={<ListLoadError />}
    >
      {isNarrow ? (
        <SimpleList<ArticleRecord>
          linkType={opens}
          empty={<Typography sx={{ p: 2 }}>{articleText.none}</Typography>}
          primaryText={(record) => record.title}
          secondaryText={(record) => {
            const { written, missing } = languagesLine(record);
            const state =
              record.state === 'scheduled' && record.publish_at
                ? articleText.scheduledFor(publishTime(record.publish_at))
                : articleText.states[record.state];
            return (
              <>
                <span style={{ display: 'block', overflowWrap: 'anywhere' }}>{`${state} · /learn/${record.slug}`}</span>
                <span style={{ display: 'block' }}>{missing ? `${written} · ${missing}` : written}</span>
                <span style={{ display: 'block', overflowWrap: 'anywhere' }}>
                  {articleText.savedBy(record.saved_by, publishTime(record.saved_at))}
                </span>
              </>
            );
          }}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={opens} empty={articleText.none}>
          <Column source="title" label={articleText.colTitle} field={TitleField} />
          <Column source="slug" label={articleText.colSlug} field={SlugField} />
          <Column source="state" label={articleText.colState} field={StateField} />
          <Column label={articleText.colLanguages} field={LanguagesField} disableSort />
          <Column source="saved_at" label={articleText.colSaved} field={SavedField} />
        </DataTable>
      )}
    </List>
  );
};
