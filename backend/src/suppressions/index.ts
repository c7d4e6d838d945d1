// Suppressions as other features see them: the list a mail is checked against (its table, its SQL
// condition and its service), the unsubscribe links a copy carries, the provider events the purge
// trims, and the module providing the services.
export { MailEventSignature } from './mail-event-signature.entity';
export { MailEvent } from './mail-event.entity';
export { Suppression } from './suppression.entity';
export { notSuppressedSql } from './suppressions.queries';
export { SuppressionsService } from './suppressions.service';
export { UnsubscribeService } from './unsubscribe.service';
export { SuppressionsModule } from './suppressions.module';
