import { ERROR_CODES, type ErrorCode } from '@cuebrief/shared';

export type FieldError = { field: string; message: string };

/** The one error type services throw; the error handler turns it into the envelope. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details: { fields?: FieldError[]; retryAfterSeconds?: number } = {},
  ) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.statusCode = ERROR_CODES[code].status;
  }
}

export function validationError(fields: FieldError[]): AppError {
  const names = [...new Set(fields.map((f) => f.field))].join(', ');
  return new AppError('VALIDATION_FAILED', `Please check these fields: ${names}.`, { fields });
}
