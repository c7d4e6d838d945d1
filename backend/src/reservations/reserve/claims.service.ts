import {
  handleMessage,
  MAX_SUGGESTIONS,
  suggestHandles,
  validateHandle,
  type HandleAvailability,
  type Messages,
} from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { type AppConfig } from '../../config/app-config';
import { APP_CONFIG, MESSAGES } from '../../config/config.module';
import { heldHandles } from './claims.queries';

/** Handles that are held: verified, or claimed by a pending reservation whose window is open. */
@Injectable()
export class ClaimsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSAGES) private readonly messages: Messages,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {}

  async heldHandles(candidates: string[], manager: EntityManager = this.dataSource.manager): Promise<Set<string>> {
    if (candidates.length === 0) return new Set();
    return new Set(await heldHandles(manager, candidates, this.clock.now()));
  }

  /** Up to three alternatives, in the order of the suggestion rules, that are allowed and free. */
  async suggestionsFor(handle: string): Promise<string[]> {
    const candidates = suggestHandles(handle, { productName: this.config.productName });
    const held = await this.heldHandles(candidates);
    return candidates.filter((c) => !held.has(c)).slice(0, MAX_SUGGESTIONS);
  }

  async availability(input: string, messages: Messages = this.messages): Promise<HandleAvailability> {
    const verdict = validateHandle(input, { productName: this.config.productName });
    if (!verdict.ok) return { available: false, reason: handleMessage(verdict.code, messages), suggestions: [] };
    const held = await this.heldHandles([verdict.handle]);
    if (!held.has(verdict.handle)) return { available: true, suggestions: [] };
    return { available: false, reason: messages.handleTaken, suggestions: await this.suggestionsFor(verdict.handle) };
  }
}
