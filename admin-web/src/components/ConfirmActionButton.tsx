import type { ReactNode } from 'react';
import { Button, IconButton, Tooltip } from '@mui/material';
import { Confirm, useRecordContext, type RaRecord } from 'react-admin';
import { adminText } from '../messages';
import { useCustomAction } from './useCustomAction';

type ConfirmActionButtonProps<T extends RaRecord> = {
  label: string;
  icon: ReactNode;
  /** The question the admin confirms ("Delete this reservation?"); it also names the dialog. */
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
  const { ask, isPending, confirmProps } = useCustomAction({ call: action, success: successMessage, failure: failureMessage });

  if (!record) return null;

  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <span>
            {/* 44 px square: a finger's target (WCAG 2.5.5), not the 34 px of a small icon button. */}
            <IconButton color={color} aria-label={label} disabled={isPending} onClick={ask} sx={{ width: 44, height: 44 }}>
              {icon}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button size="small" color={color} startIcon={icon} disabled={isPending} onClick={ask}>
          {label}
        </Button>
      )}
      <Confirm
        {...confirmProps(record)}
        title={prompt}
        content={describe(record)}
        confirm={confirmLabel}
        confirmColor={color === 'error' ? 'warning' : 'primary'}
        cancel={adminText.cancel}
      />
    </>
  );
};
