// The metrics feature as other features see it: the registry every figure is added to.
export { MetricsService } from './metrics.service';
export { MetricsModule } from './metrics.module';
