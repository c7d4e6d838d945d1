import { HONEYPOT_FIELDS } from '@gameshift/contracts';
import type { EdgeCheck } from '../../common/edge-rules';
import { optionalText } from '../../common/validation';

/** honeypot_fields: an object of the three trap fields, each an optional bounded string. */
export const honeypotShape: EdgeCheck = (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    return { code: 'invalid_body', details: { body: { problem: 'shape', sentence: 'honeypotFieldsNotObject' } } };
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!(HONEYPOT_FIELDS as readonly string[]).includes(key)) {
      return { code: 'invalid_body', details: { body: { problem: 'unexpected_field', field: `honeypot_fields.${key.slice(0, 40)}` } } };
    }
  }
  for (const key of HONEYPOT_FIELDS) {
    const failure = optionalText(key)(fields[key], fields);
    if (failure) return failure;
  }
  return null;
};
