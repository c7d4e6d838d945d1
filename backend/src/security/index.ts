// Security violations and the one secret comparison, as other features see them.
export { sameSecret } from './same-secret';
export { SecurityViolation } from './security-violation.entity';
export { SecurityService } from './security.service';
export { SecurityModule } from './security.module';
