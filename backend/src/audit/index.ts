// The audit log as other features see it: the service every change is recorded through, the table
// the dashboard and the purge read, and the module providing the service.
export { AuditEntry } from './audit-entry.entity';
export { AuditService } from './audit.service';
export { AuditModule } from './audit.module';
