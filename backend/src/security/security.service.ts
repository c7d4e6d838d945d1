import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SecurityViolation } from './security-violation.entity';

export interface ViolationInput {
  ip: string | undefined;
  userAgent: string | undefined;
  type: 'honeypot';
  data: Record<string, unknown>;
}

/** Records bot attempts for admins to review; the address is the one the server saw. */
@Injectable()
export class SecurityService {
  constructor(@InjectRepository(SecurityViolation) private readonly violations: Repository<SecurityViolation>) {}

  async record(input: ViolationInput): Promise<void> {
    await this.violations.insert({
      ip_address: input.ip?.slice(0, 64) ?? null,
      user_agent: input.userAgent?.slice(0, 512) ?? null,
      violation_type: input.type,
      violation_data: input.data as SecurityViolation['violation_data'] & object,
      blocked: true,
    });
  }
}
