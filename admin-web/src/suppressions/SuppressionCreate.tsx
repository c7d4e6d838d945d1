import { Create, email, required, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { suppressionText } from '../messages';

/** An owner's entry: the address only; the server records it as `manual`. */
export const SuppressionCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={suppressionText.add}
      mutationOptions={{
        onSuccess: () => {
          notify(suppressionText.added, { type: 'success' });
          redirect('list', 'suppressions');
        },
      }}
    >
      <SimpleForm>
        <TextInput source="email" label={suppressionText.colEmail} type="email" validate={[required(), email()]} autoComplete="off" />
      </SimpleForm>
    </Create>
  );
};
