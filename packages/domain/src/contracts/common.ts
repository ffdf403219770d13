import { z } from 'zod';
import { ERRORS } from '../errors.ts';

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
  .min(1, 'Please enter your email address')
  .max(254)
  .pipe(z.email('Please enter a valid email address'));
