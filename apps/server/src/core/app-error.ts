import { ERRORS, type ErrorCode } from '@attest/domain';

/** The one error type services raise; mapped to HTTP once, in the error handler. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERRORS[code].message,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = ERRORS[code].status;
  }
}
