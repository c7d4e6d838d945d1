// The game's human check as other features see it: its table, the service that spends its tokens, and its module.
export { HumanCheckUse } from './human-check-use.entity';
export { HumanCheckService } from './human-check.service';
export { HumanCheckModule } from './human-check.module';
