import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { maxLength, required, TextArrayInput, TextInput } from 'react-admin';
import { articleText } from '../messages';
import { MediaUrlInput } from './MediaUrlInput';

/** The server's limits: a line of text, and a whole article. */
const MAX_TEXT = 500;
const MAX_CONTENT = 200_000;
const MAX_TAGS = 20;
const MAX_TAG = 50;

const tagsRule = (tags: unknown) =>
  Array.isArray(tags) && (tags.length > MAX_TAGS || tags.some((tag) => typeof tag !== 'string' || tag.length > MAX_TAG))
    ? articleText.tagsRule(MAX_TAGS, MAX_TAG)
    : undefined;

type ArticleTextFieldsProps = {
  readOnly?: boolean;
  /** What follows the title: the English text's slug and category. */
  children?: ReactNode;
};

/** The words of one language of an article, as a visitor reads them: the same fields in English and in each translation. */
export const ArticleTextFields = ({ readOnly = false, children }: ArticleTextFieldsProps) => (
  <>
    <TextInput
      source="title"
      label={articleText.fieldTitle}
      validate={[required(), maxLength(MAX_TEXT)]}
      autoComplete="off"
      readOnly={readOnly}
    />
    {children}
    <TextInput
      source="excerpt"
      label={articleText.fieldExcerpt}
      helperText={articleText.excerptHelp}
      validate={[required(), maxLength(MAX_TEXT)]}
      multiline
      readOnly={readOnly}
    />
    <TextInput
      source="author"
      label={articleText.fieldAuthor}
      validate={[required(), maxLength(MAX_TEXT)]}
      autoComplete="off"
      readOnly={readOnly}
    />
    <TextArrayInput
      source="tags"
      label={articleText.fieldTags}
      helperText={readOnly ? false : articleText.tagsHelp}
      validate={tagsRule}
      readOnly={readOnly}
    />
    <TextInput
      source="content"
      label={articleText.fieldContent}
      helperText={articleText.contentHelp}
      validate={[required(), maxLength(MAX_CONTENT)]}
      multiline
      minRows={14}
      readOnly={readOnly}
      slotProps={{ htmlInput: { spellCheck: true } }}
    />
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
      {articleText.mediaTitle}
    </Typography>
    <MediaUrlInput source="image" label={articleText.fieldImage} kind="image" readOnly={readOnly} />
    <MediaUrlInput
      source="ogImage"
      label={articleText.fieldOgImage}
      kind="image"
      helperText={articleText.ogImageHelp}
      readOnly={readOnly}
    />
    <MediaUrlInput
      source="audioFile"
      label={articleText.fieldAudioFile}
      kind="audio"
      helperText={articleText.audioFileHelp}
      readOnly={readOnly}
    />
    <TextInput
      source="audioNote"
      label={articleText.fieldAudioNote}
      helperText={articleText.audioNoteHelp}
      validate={maxLength(MAX_TEXT)}
      readOnly={readOnly}
    />
    <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
      {articleText.seoTitle}
    </Typography>
    <TextInput
      source="metaTitle"
      label={articleText.fieldMetaTitle}
      helperText={articleText.metaHelp}
      validate={maxLength(MAX_TEXT)}
      readOnly={readOnly}
    />
    <TextInput
      source="metaDescription"
      label={articleText.fieldMetaDescription}
      helperText={articleText.metaHelp}
      validate={maxLength(MAX_TEXT)}
      multiline
      readOnly={readOnly}
    />
  </>
);
