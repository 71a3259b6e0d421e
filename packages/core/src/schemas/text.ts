import { z } from 'zod';

/**
 * An optional free-text field: trimmed, limited, and stored as null when left empty, with the limit
 * named in the message ("Description must be at most 2000 characters").
 */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
