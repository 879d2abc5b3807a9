/**
 * Typed errors thrown by services; one handler turns every error into
 * `{ message, code, requestId, fields? }` and never leaks a stack, SQL or path.
 */

/** What was wrong with which input field, by the field's name: `{ deliveryTime: 'that slot is full' }`. */
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export class BadRequest extends AppError {
  constructor(message: string, code = 'BAD_REQUEST', fields?: FieldErrors) {
    super(400, code, message, fields);
  }
}
export class Unauthorized extends AppError {
  constructor(message = 'Sign-in required') {
    super(401, 'UNAUTHORIZED', message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'You do not have permission to do this') {
    super(403, 'FORBIDDEN', message);
  }
}
export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super(404, 'NOT_FOUND', message);
  }
}
export class Conflict extends AppError {
  constructor(message: string, code = 'CONFLICT', fields?: FieldErrors) {
    super(409, code, message, fields);
  }
}
export class ServiceUnavailable extends AppError {
  constructor(message = 'The service is temporarily unavailable, please try again shortly') {
    super(503, 'UNAVAILABLE', message);
  }
}
