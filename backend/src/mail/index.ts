// Mail as other features see it: the queue a mail is put on and its shape, the site-wide pace and
// the send slots a bulk sender shares, the record of what was handed over, the message a copy is
// written as, and the module whose consumer sends them.
export { MAIL_PRIORITY, MAIL_QUEUE } from './outgoing-mail';
export type { OutgoingMail } from './outgoing-mail';
export { MAIL_LANES, mailPace, SlowDown } from './sending-pace';
export { SendSlots } from './send-slots';
export { DeliveryLog } from './delivery-log';
export { WholeMessages } from './whole-message';
export type { MessageToSend } from './whole-message';
export { MailModule } from './mail.module';
