import { Stack } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import SendIcon from '@mui/icons-material/Send';
import { useRecordContext } from 'react-admin';
import type { AdminReservation } from '@gameshift/contracts';
import { adminText, messages } from '../messages';
import { ConfirmActionButton } from '../components/ConfirmActionButton';
import { failureReason } from '../components/useCustomAction';
import { deleteReservation, eraseReservation, resendVerification, verifyReservation } from './reservationApi';
import { useRoleAllows } from '../session/useRole';

type ReservationRowActionsProps = {
  /** Icon-only buttons, for the phone list. */
  compact?: boolean;
};

const describe = (record: AdminReservation) => `${record.email} · ${record.gameshift_id}`;

/**
 * Verify and Resend apply only while a reservation is unverified; Delete applies to any, and so does
 * Erase, an owner's only, which removes every copy of the address too. A viewer acts on nothing,
 * so sees none of them.
 */
export const ReservationRowActions = ({ compact = false }: ReservationRowActionsProps) => {
  const record = useRecordContext<AdminReservation>();
  const mayAct = useRoleAllows('reservations', 'act');
  const mayErase = useRoleAllows('reservations', 'erase');
  if (!record || !mayAct) return null;

  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'nowrap' }}>
      {!record.is_verified && (
        <>
          <ConfirmActionButton
            label={adminText.verify}
            icon={<MarkEmailReadIcon />}
            prompt={messages.confirmManualVerify}
            action={verifyReservation}
            describe={describe}
            compact={compact}
            successMessage={adminText.reservationVerified}
            failureMessage={() => messages.manualVerifyFailed}
          />
          <ConfirmActionButton
            label={adminText.resend}
            icon={<SendIcon />}
            prompt={messages.confirmResend}
            action={resendVerification}
            describe={describe}
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
        describe={describe}
        confirmLabel={adminText.delete}
        compact={compact}
        successMessage={adminText.reservationDeleted}
        failureMessage={() => messages.deleteFailed}
      />
      {mayErase && (
        <ConfirmActionButton
          label={messages.eraseAction}
          icon={<DeleteForeverIcon />}
          color="error"
          prompt={messages.confirmErase}
          action={eraseReservation}
          describe={describe}
          confirmLabel={messages.eraseAction}
          compact={compact}
          successMessage={messages.reservationErased}
          failureMessage={(error) => `${messages.eraseFailed}: ${failureReason(error)}`}
        />
      )}
    </Stack>
  );
};
