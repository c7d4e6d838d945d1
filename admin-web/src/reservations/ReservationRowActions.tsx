import { Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import SendIcon from '@mui/icons-material/Send';
import { useRecordContext } from 'react-admin';
import type { AdminReservation } from '@gameshift/contracts';
import { adminText, messages } from '../messages';
import { ConfirmActionButton } from './ConfirmActionButton';
import { deleteReservation, failureReason, resendVerification, verifyReservation } from './reservationActions';

type ReservationRowActionsProps = {
  /** Icon-only buttons, for the phone list. */
  compact?: boolean;
};

/** Verify and Resend apply only while a reservation is unverified; Delete applies to any. */
export const ReservationRowActions = ({ compact = false }: ReservationRowActionsProps) => {
  const record = useRecordContext<AdminReservation>();
  if (!record) return null;

  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {!record.is_verified && (
        <>
          <ConfirmActionButton
            label={adminText.verify}
            icon={<MarkEmailReadIcon />}
            prompt={messages.confirmManualVerify}
            action={verifyReservation}
            compact={compact}
            successMessage={adminText.reservationVerified}
            failureMessage={() => messages.manualVerifyFailed}
          />
          <ConfirmActionButton
            label={adminText.resend}
            icon={<SendIcon />}
            prompt={messages.confirmResend}
            action={resendVerification}
            compact={compact}
            successMessage={messages.verificationEmailSent}
            failureMessage={(error) => messages.resendFailed(failureReason(error))}
          />
        </>
      )}
      <ConfirmActionButton
        label={adminText.delete}
        icon={<DeleteIcon />}
        color="error"
        prompt={messages.confirmDelete}
        action={deleteReservation}
        confirmLabel={adminText.delete}
        compact={compact}
        successMessage={adminText.reservationDeleted}
        failureMessage={() => messages.deleteFailed}
      />
    </Stack>
  );
};
