import { Create, email, required, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { messages } from '../messages';

/** An owner's entry: the address only; the server records it as `manual`. */
export const SuppressionCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={messages.suppressionAdd}
      mutationOptions={{
        onSuccess: () => {
          notify(messages.suppressionAdded, { type: 'success' });
          redirect('list', 'suppressions');
        },
      }}
    >
      <SimpleForm>
        <TextInput source="email" label={messages.suppressionColEmail} type="email" validate={[required(), email()]} autoComplete="off" />
      </SimpleForm>
    </Create>
  );
};
