/** Typed HTTP errors thrown by services; the error handler turns them into { success:false, message }. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: Record<string, string>) {
    super(400, message, errors);
  }
}
export class UnauthorizedError extends HttpError {
  constructor(message = 'Please log in to continue') {
    super(401, message);
  }
}
export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}
export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}
export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}
/** 429: too many attempts; `retryAfterS` becomes the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterS?: number,
  ) {
    super(429, message);
  }
}
