import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyRecord, type ApiKeyScope, type CreatedApiKey } from '@gameshift/contracts';
import { ApiProperty } from '@nestjs/swagger';
import type { EdgeFailure } from '../../common/edge-rules';
import { EdgeRule } from '../../common/edge-rules';

const shape = (field: 'name' | 'scopes'): EdgeFailure => ({
  code: 'invalid_body',
  details: { body: { problem: 'shape', sentence: 'apiKeyShape' }, field },
});

export class ApiKeyDto implements ApiKeyRecord {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  scopes!: ApiKeyScope[];

  @ApiProperty({ example: 'gsk_Ab3dE5gH', description: "The key's first characters, to tell keys apart" })
  prefix!: string;

  @ApiProperty({ description: 'The email of the owner who created it' })
  created_by!: string;

  @ApiProperty({ format: 'date-time' })
  created_at!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Recorded at most once a minute' })
  last_used_at!: string | null;
}

export class CreatedApiKeyDto extends ApiKeyDto implements CreatedApiKey {
  @ApiProperty({ description: 'The key itself, shown this once: only its hash is kept' })
  key!: string;
}

/** A name to know the key by and what it may do; other fields are dropped. */
export class CreateApiKeyDto {
  @ApiProperty({ minLength: 1, maxLength: API_KEY_LIMITS.name, example: 'Game account service' })
  @EdgeRule('apiKeyName', 'shape', (value) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= API_KEY_LIMITS.name ? null : shape('name'),
  )
  name!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, minItems: 1, example: ['reservations:read'] })
  @EdgeRule('apiKeyScopes', 'shape', (value) =>
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= API_KEY_SCOPES.length &&
    value.every((scope) => (API_KEY_SCOPES as readonly unknown[]).includes(scope)) &&
    new Set(value).size === value.length
      ? null
      : shape('scopes'),
  )
  scopes!: ApiKeyScope[];
}
