/** Error codes the HTTP layer maps to statuses; domain code throws these and stays framework-free. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE';

export type AppErrorOptions = {
  cause?: unknown;
  /**
   * Fields the answer carries beside `statusCode`, `error` and `message`: what a client needs to recover
   * (a stale save's stored record, a refused record's problems). The route's schema for the status names them.
   */
  details?: Readonly<Record<string, unknown>>;
};

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: Readonly<Record<string, unknown>> | undefined;
  constructor(code: AppErrorCode, message: string, options?: AppErrorOptions) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = options?.details;
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;
