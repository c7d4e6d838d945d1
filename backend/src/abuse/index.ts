// What a handle costs, as other features see it: the mailbox rules, the proof of work, and the module providing them.
export { MailboxRules } from './mailbox-rules.service';
export { ProofOfWork } from './proof-of-work';
export { AbuseModule } from './abuse.module';
