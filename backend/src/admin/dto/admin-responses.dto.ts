import type { ConfirmationFunnel, DailyActivity, DashboardStats, FunnelStep, MailBacklog, SecurityViolation } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class DailyActivityDto implements DailyActivity {
  @ApiProperty({ format: 'date' })
  date!: string;

  @ApiProperty()
  signups!: number;

  @ApiProperty()
  verifications!: number;
}

export class MailBacklogDto implements MailBacklog {
  @ApiProperty({ description: 'Messages queued and not yet sent, retries included' })
  waiting!: number;

  @ApiProperty({ description: 'Seconds the oldest of them has waited; 0 when none waits' })
  oldestWaitSeconds!: number;
}

export class DashboardStatsDto implements DashboardStats {
  @ApiProperty()
  total!: number;

  @ApiProperty({ description: 'Total minus verified' })
  pending!: number;

  @ApiProperty()
  verified!: number;

  @ApiProperty()
  reserved!: number;

  @ApiProperty()
  violations!: number;

  @ApiProperty()
  todaySignups!: number;

  @ApiProperty({ type: [DailyActivityDto], description: 'The last 30 days, oldest first' })
  daily!: DailyActivityDto[];

  @ApiProperty({ type: MailBacklogDto, description: 'The outgoing mail queue: how much waits and for how long' })
  mail!: MailBacklogDto;
}

class FunnelStepDto implements FunnelStep {
  @ApiProperty()
  signups!: number;

  @ApiProperty()
  confirmations!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'confirmations / signups, 0 to 1; null with no sign-ups' })
  rate!: number | null;
}

export class FunnelDayDto extends FunnelStepDto {
  @ApiProperty({ format: 'date' })
  date!: string;
}

export class FunnelProviderDto extends FunnelStepDto {
  @ApiProperty({ example: 'gmail.com' })
  provider!: string;
}

export class ConfirmationFunnelDto implements ConfirmationFunnel {
  @ApiProperty({ type: [FunnelDayDto] })
  days!: FunnelDayDto[];

  @ApiProperty({ type: [FunnelProviderDto] })
  providers!: FunnelProviderDto[];
}

export class SecurityViolationDto implements SecurityViolation {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  ip_address!: string | null;

  @ApiProperty({ type: String, nullable: true })
  user_agent!: string | null;

  @ApiProperty({ example: 'honeypot' })
  violation_type!: string;

  @ApiProperty({ type: 'object', additionalProperties: true })
  violation_data!: Record<string, unknown>;

  @ApiProperty()
  blocked!: boolean;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}

export class AuditEntryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  admin_id!: string | null;

  @ApiProperty()
  admin_email!: string;

  @ApiProperty({ example: 'reservation.verify' })
  action!: string;

  @ApiProperty({ type: String, nullable: true })
  target!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  details!: Record<string, unknown>;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;
}
