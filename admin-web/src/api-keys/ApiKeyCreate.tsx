import { API_KEY_LIMITS, API_KEY_SCOPES, type CreatedApiKey } from '@gameshift/contracts';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { CheckboxGroupInput, Create, maxLength, minLength, required, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { apiKeyText } from '../messages';

const SCOPE_CHOICES = API_KEY_SCOPES.map((scope) => ({ id: scope, name: `${apiKeyText.scopeNames[scope]} (${scope})` }));

type KeyShownOnceProps = { created: CreatedApiKey; onDone: () => void };

/** The key, this once: the server keeps only its hash, so what is not copied now is gone. */
export const KeyShownOnce = ({ created, onDone }: KeyShownOnceProps) => {
  const notify = useNotify();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: focus goes to what replaced it, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(created.key);
      notify(apiKeyText.copied, { type: 'success' });
    } catch {
      notify(apiKeyText.copyFailed, { type: 'warning' });
    }
  };
  return (
    <Box sx={{ p: 2, maxWidth: 720 }}>
      <Typography variant="h6" component="h2" gutterBottom ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {created.name}
      </Typography>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {apiKeyText.shownOnce}
      </Alert>
      <TextField
        label={created.name}
        value={created.key}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={() => void handleCopy()}>
          {apiKeyText.copy}
        </Button>
        <Button onClick={onDone}>{apiKeyText.done}</Button>
      </Stack>
    </Box>
  );
};

/** A name and scopes; on success the form gives way to the key, shown once, instead of going back to the list. */
export const ApiKeyCreate = () => {
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  if (created) return <KeyShownOnce created={created} onDone={() => redirect('list', 'api-keys')} />;
  return (
    <Create title={apiKeyText.createTitle} mutationOptions={{ onSuccess: (data: CreatedApiKey) => setCreated(data) }}>
      <SimpleForm>
        <TextInput
          source="name"
          label={apiKeyText.name}
          validate={[required(), minLength(1), maxLength(API_KEY_LIMITS.name)]}
          autoComplete="off"
        />
        <CheckboxGroupInput source="scopes" label={apiKeyText.scopes} choices={SCOPE_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
};
