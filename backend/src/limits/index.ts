// The limits as other features see them: the store every limit counts in, a route's throttle
// group and the client key, and the module providing the store.
export { LimitStorage } from './limit-storage';
export { MemoryLimitStore } from './memory-limit-store';
export { requestClientKey, ThrottleGroup } from './throttle';
export { LimitsModule } from './limits.module';
