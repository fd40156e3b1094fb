import type { ErrorCode } from '@dropport/contracts';

/** A refusal from the catalogue (packages/contracts/src/errors.ts); the error handler maps it to status and message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}

export function fail(code: ErrorCode, params: Record<string, unknown> = {}): never {
  throw new AppError(code, params);
}
