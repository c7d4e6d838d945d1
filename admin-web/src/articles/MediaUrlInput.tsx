import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import type { MediaKind } from '@gameshift/contracts';
import { FieldTitle, InputHelperText, useInput, useLogoutIfAccessDenied } from 'react-admin';
import { failureReason } from '../components/useCustomAction';
import { articleText } from '../messages';
import { uploadMedia } from './articleApi';

const ACCEPT: Record<MediaKind, string> = { image: 'image/*', audio: 'audio/*' };

type MediaUrlInputProps = {
  source: 'image' | 'ogImage' | 'audioFile';
  label: string;
  kind: MediaKind;
  helperText?: string;
  readOnly?: boolean;
};

/**
 * An address of an image or audio file, typed, or filled by Upload with the address the server
 * stored the chosen file at. A refused file leaves the field as it was, the server's reason under it.
 */
export const MediaUrlInput = ({ source, label, kind, helperText = articleText.mediaHelp, readOnly = false }: MediaUrlInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
  } = useInput({ source, readOnly });
  const fileRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const { onChange } = field;

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a refusal is a new choice.
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setRefusal(undefined);
    try {
      onChange((await uploadMedia(file)).url);
    } catch (reason) {
      if (!(await logoutIfAccessDenied(reason))) setRefusal(failureReason(reason));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <TextField
        {...field}
        id={id}
        value={field.value ?? ''}
        onChange={(event) => {
          setRefusal(undefined);
          onChange(event);
        }}
        label={<FieldTitle label={label} source={source} />}
        error={invalid || refusal !== undefined}
        helperText={<InputHelperText error={error?.message ?? refusal} helperText={helperText} />}
        autoComplete="off"
        // As react-admin shows its own read-only inputs.
        disabled={readOnly}
        slotProps={{ htmlInput: { spellCheck: false }, formHelperText: { role: refusal ? 'alert' : undefined } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {!readOnly && (
        <>
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            loading={uploading}
            onClick={() => fileRef.current?.click()}
            aria-label={articleText.uploadFor(label)}
            // Level with the field's box, not its helper text.
            sx={{ mt: 1, flexShrink: 0, minHeight: 48 }}
          >
            {articleText.upload}
          </Button>
          {/* Out of the page, opened by the button: named all the same, for checkers that read every input. */}
          <input
            ref={fileRef}
            type="file"
            accept={ACCEPT[kind]}
            hidden
            aria-label={articleText.uploadFor(label)}
            onChange={(event) => void handleFile(event)}
          />
        </>
      )}
    </Box>
  );
};
