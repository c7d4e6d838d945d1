import { Alert } from '@mui/material';
import { MAIL_LAG_NOTICE_SECONDS, type MailBacklog } from '@gameshift/contracts';
import { adminText } from '../messages';

type MailLagNoticeProps = { mail: MailBacklog | undefined };

/** Says how late confirmation emails go out, once the oldest waiting one is over a minute old. */
export const MailLagNotice = ({ mail }: MailLagNoticeProps) => {
  if (!mail || mail.oldestWaitSeconds <= MAIL_LAG_NOTICE_SECONDS) return null;
  return (
    <Alert severity="warning" role="status">
      {adminText.mailLag(Math.round(mail.oldestWaitSeconds / 60), mail.waiting)}
    </Alert>
  );
};
