// The limits as other features see them: a route's throttle group, the client key, and the module
// that provides the store every limit counts in (the store itself, plain code, is common/limit-store/).
export { requestClientKey, ThrottleGroup } from './throttle';
export { LimitsModule } from './limits.module';
