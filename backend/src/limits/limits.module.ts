import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { LimitStorage } from '../common/limit-store/limit-storage';

/** The one limit storage of this instance, shared by the throttler guard, the health check and shutdown. */
@Global()
@Module({})
export class LimitsModule implements OnApplicationShutdown {
  constructor(@Inject(LimitStorage) private readonly storage: LimitStorage) {}

  static forRoot(storage: LimitStorage): DynamicModule {
    return { module: LimitsModule, providers: [{ provide: LimitStorage, useValue: storage }], exports: [LimitStorage] };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.storage.close();
  }
}
