import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import { messages } from '../messages';

/** The server's reason for a failure: the data calls put its `{error}` text in the message. */
export function failureReason(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : messages.genericError;
}

type CustomActionOptions<A, R> = {
  /** The call: one of the resource's own, from the `*Api.ts` in its folder. */
  call: (arg: A) => Promise<R>;
  /** The notice once it is done; none when left out. */
  success?: string | ((result: R, arg: A) => string);
  /** The notice of a refusal; the server's own reason when left out. */
  failure?: (error: unknown) => string;
  /** Takes the refusal's text instead of a notice, to show it where the admin typed. */
  onRefused?: (reason: string) => void;
  /** What the page does with the answer, after the notice. */
  onSuccess?: (result: R, arg: A) => void;
  /** Whether the page's data is fetched again once the call is answered, done or refused; yes unless told otherwise. */
  refresh?: boolean;
};

/**
 * One custom action of a resource, a button beyond react-admin's own create, edit and delete: it
 * asks first where the page offers a confirmation, calls, says how it went, fetches the page's
 * data again, and on a 401 ends the session (a 403 of the enrolment still to do sends there)
 * instead of reporting a failure.
 *
 * The call is the resource's function itself, never one reached through useDataProvider: that
 * proxy answers a 401 with an empty success, which would announce an action that never happened.
 */
export function useCustomAction<A = void, R = unknown>({
  call,
  success,
  failure,
  onRefused,
  onSuccess,
  refresh: refreshAfter = true,
}: CustomActionOptions<A, R>) {
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation<R, unknown, A>({
    mutationFn: call,
    onSuccess: (result, arg) => {
      if (success !== undefined) notify(typeof success === 'string' ? success : success(result, arg), { type: 'success' });
      onSuccess?.(result, arg);
      if (refreshAfter) refresh();
    },
    onError: async (error) => {
      // A 401 ends the session; the sign-in page says so, not a failure notice.
      if (await logoutIfAccessDenied(error)) return;
      const reason = failure ? failure(error) : failureReason(error);
      if (onRefused) onRefused(reason);
      else notify(reason, { type: 'error' });
      if (refreshAfter) refresh();
    },
    onSettled: () => setAsking(false),
  });
  return {
    /** Calls at once, without asking. */
    run: mutation.mutate,
    isPending: mutation.isPending,
    /** Opens the confirmation, for an action that asks first. */
    ask: () => setAsking(true),
    /** For react-admin's `<Confirm>`: open while asking, busy while the call runs, calling with `arg` when confirmed. */
    confirmProps: (arg: A) => ({
      isOpen: asking,
      loading: mutation.isPending,
      onConfirm: () => mutation.mutate(arg),
      onClose: () => setAsking(false),
    }),
  };
}
