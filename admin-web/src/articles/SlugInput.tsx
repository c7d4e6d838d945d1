import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import { isArticleSlug, slugFromTitle } from '@gameshift/contracts';
import { FieldTitle, FormDataConsumer, InputHelperText, required, useInput } from 'react-admin';
import { articleText } from '../messages';

const slugRule = (value: unknown) =>
  value === '' || value === undefined || value === null || isArticleSlug(value) ? undefined : articleText.slugRule;

type SlugInputProps = {
  /** A new article: the slug follows the title until the editor types in it. */
  propose?: boolean;
  readOnly?: boolean;
};

type SlugFieldProps = SlugInputProps & { title: string };

const SlugField = ({ title, propose = false, readOnly = false }: SlugFieldProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ source: 'slug', validate: propose ? slugRule : [required(), slugRule], readOnly });
  const [edited, setEdited] = useState(!propose);
  const { onChange } = field;
  const slug = typeof field.value === 'string' ? field.value : '';
  const proposal = slugFromTitle(title);

  useEffect(() => {
    if (!edited && slug !== proposal) onChange(proposal);
  }, [edited, slug, proposal, onChange]);

  return (
    <TextField
      {...field}
      id={id}
      value={slug}
      onChange={(event) => {
        setEdited(true);
        onChange(event);
      }}
      label={<FieldTitle label={articleText.fieldSlug} source="slug" isRequired={isRequired} />}
      error={invalid}
      helperText={<InputHelperText error={error?.message} helperText={articleText.address(slug)} />}
      autoComplete="off"
      // As react-admin shows its own read-only inputs.
      disabled={readOnly}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
};

/** The article's slug, shown as the address it makes; on a new article proposed from the title as it is typed. */
export const SlugInput = (props: SlugInputProps) => (
  <FormDataConsumer<{ title?: string }>>{({ formData }) => <SlugField {...props} title={formData.title ?? ''} />}</FormDataConsumer>
);
