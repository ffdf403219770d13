import { z } from 'zod';
import { ERRORS } from '../errors.ts';
import { FIELD_MESSAGES } from '../field-messages.ts';

export const ErrorCodeSchema = z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS, ...(keyof typeof ERRORS)[]]);

export const ErrorResponse = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    /** Field-level problems of a validation failure: dotted path → message. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** E-mail addresses are compared case-insensitively and without surrounding blanks. */
export const EmailInput = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, FIELD_MESSAGES.emailRequired)
  .max(254)
  .pipe(z.email(FIELD_MESSAGES.emailInvalid));
