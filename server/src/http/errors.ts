import { apiMessages } from '../../../domain/messages';

/** One table from error code to HTTP status (docs/api.md § Errors). Services throw codes, never statuses. */
export const ERROR_STATUS = {
  invalid_input: 400,
  not_signed_in: 401,
  forbidden: 403,
  cross_origin: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  /** Well-formed, but a business rule refuses it (a compliance limit); the answer's `code` says which. */
  rule_refused: 422,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface AppErrorOptions {
  /** Field → message, for forms. */
  errors?: Record<string, string>;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  /** Extra JSON fields of the answer, e.g. the current quote on a 409. */
  body?: Record<string, unknown>;
}

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message: string = apiMessages.notFound) => new AppError('not_found', message);
export const invalidInput = (message: string, errors?: Record<string, string>) =>
  new AppError('invalid_input', message, errors ? { errors } : {});
export const conflict = (message: string, body?: Record<string, unknown>) =>
  new AppError('conflict', message, body ? { body } : {});
