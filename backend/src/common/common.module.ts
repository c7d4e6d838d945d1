import { Global, Module } from '@nestjs/common';
import { Clock } from './clock';

@Global()
@Module({ providers: [{ provide: Clock, useValue: new Clock() }], exports: [Clock] })
export class CommonModule {}
