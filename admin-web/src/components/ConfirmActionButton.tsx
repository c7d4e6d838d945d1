import { useState, type ReactNode } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useLogoutIfAccessDenied, useNotify, useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { adminText } from '../messages';

type ConfirmActionButtonProps<T extends RaRecord> = {
  label: string;
  icon: ReactNode;
  /** The SPEC's confirm prompt; it also names the dialog. */
  prompt: string;
  action: (record: T) => Promise<unknown>;
  /** Names the record in the dialog, under the prompt. */
  describe: (record: T) => string;
  successMessage: string;
  failureMessage: (error: unknown) => string;
  color?: 'primary' | 'error';
  /** The dialog's confirm button; it names the action where a bare "Confirm" would be vague. */
  confirmLabel?: string;
  /** An icon-only button (the label stays its accessible name and shows as a tooltip), for rows with little room. */
  compact?: boolean;
};

/** A row action that asks first, reports the outcome, and refreshes the page's data when done. */
export const ConfirmActionButton = <T extends RaRecord>({
  label,
  icon,
  prompt,
  action,
  describe,
  successMessage,
  failureMessage,
  color = 'primary',
  confirmLabel = adminText.confirm,
  compact = false,
}: ConfirmActionButtonProps<T>) => {
  const record = useRecordContext<T>();
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: action,
    onSuccess: () => {
      notify(successMessage, { type: 'success' });
      refresh();
    },
    onError: async (error) => {
      // A 401 ends the session; the sign-in page says so, not a failure notice.
      if (await logoutIfAccessDenied(error)) return;
      notify(failureMessage(error), { type: 'error' });
    },
    onSettled: () => setOpen(false),
  });

  if (!record) return null;

  const handleConfirm = () => mutate(record);

  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <span>
            {/* 44 px square: a finger's target (WCAG 2.5.5), not the 34 px of a small icon button. */}
            <IconButton color={color} aria-label={label} disabled={isPending} onClick={() => setOpen(true)} sx={{ width: 44, height: 44 }}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button size="small" color={color} startIcon={icon} disabled={isPending} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Confirm
        isOpen={open}
        loading={isPending}
        title={prompt}
        content={describe(record)}
        confirm={confirmLabel}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        cancel={adminText.cancel}
        onConfirm={handleConfirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
