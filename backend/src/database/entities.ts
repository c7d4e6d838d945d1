import { MailDelivery } from '../mail/mail-delivery.entity';

/** Every entity the app maps; the migration drift check compares these with the migrations. */
export const ENTITIES = [MailDelivery];
