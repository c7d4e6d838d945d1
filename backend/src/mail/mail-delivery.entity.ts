import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One row per message handed to SMTP, so a retried job never sends the same message twice. */
@Entity('mail_deliveries')
export class MailDelivery {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'timestamptz', name: 'sent_at', default: () => 'now()' })
  sentAt!: Date;
}
