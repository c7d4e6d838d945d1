import { HONEYPOT_FIELDS, type HoneypotField } from './constants';

/** The trap fields of a reservation request, as a form or a request body holds them. */
export type HoneypotValues = Partial<Record<HoneypotField, string | null>>;

/** Whether any trap field holds more than white space: the request comes from a bot. */
export function honeypotFilled(values: HoneypotValues | null | undefined): boolean {
  return HONEYPOT_FIELDS.some((field) => (values?.[field] ?? '').trim() !== '');
}
