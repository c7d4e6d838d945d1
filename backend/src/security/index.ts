// Security violations as other features see them: their table, the service that records them, and its module.
export { SecurityViolation } from './security-violation.entity';
export { SecurityService } from './security.service';
export { SecurityModule } from './security.module';
