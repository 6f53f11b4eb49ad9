import type { MessageKey } from '../../lib/contract/messages';

/**
 * Domain errors: what services (and routes) throw when a request can't be served. They name what went wrong with
 * message keys from lib/contract/messages.ts and know nothing of HTTP; server/http/error-handler.ts turns each kind
 * into its status and spec §8 body, in the request's language.
 *
 *   throw new NotFoundError();                                  // 404 {message: "O Recurso … não existe"}
 *   throw new NotFoundError('cityNotFound');                    // 404 with a specific message
 *   throw new ValidationError({ email: ['emailInUse'] });       // 422 {message, errors: {email: ["O e-mail …"]}}
 *   throw new ValidationError({ nome: [{ key: 'maxLength', params: { max: 200 } }] });
 *   throw new BadRequestError('badRequest', ['invalidValue']);  // 400 {message, errors: [..]}
 *   throw new UnauthenticatedError();                           // 401 missing, unknown or expired session
 *   throw new ForbiddenError();                                 // 403 {message, errors: [message]}
 *   throw new ConflictError('emailInUse');                      // 409
 *   throw new RateLimitedError(60);                             // 429 with Retry-After: 60
 *   throw new UnavailableError();                               // 503 an outside service did not answer
 *
 * Another customer's resource is a NotFoundError, never a ForbiddenError (no hint that it exists).
 */

export type MessageParams = Record<string, string | number>;
/** One message: a key, or a key with the {min}/{max} parameters its text takes. */
export type MessageRef = MessageKey | { key: MessageKey; params: MessageParams };
/** field (dotted path, as the form names it) → its messages. */
export type FieldErrors = Record<string, MessageRef[]>;

export type DomainErrorKind =
  | 'badRequest'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'validation'
  | 'rateLimited'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  constructor(readonly messageKey: MessageKey) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  readonly kind = 'badRequest';
  constructor(
    messageKey: MessageKey = 'badRequest',
    readonly details: MessageRef[] = [],
  ) {
    super(messageKey);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
  constructor(messageKey: MessageKey = 'unauthenticated') {
    super(messageKey);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  constructor(
    messageKey: MessageKey = 'forbidden',
    readonly details: MessageRef[] = [],
    /** Fields added to the answer beside message and errors (e.g. `step_up: 'totp'`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

/** 403 that a fresh TOTP code lifts (issue 26): the answer carries `step_up: 'totp'` for the back office to ask. */
export class StepUpRequiredError extends ForbiddenError {
  constructor(messageKey: MessageKey = 'stepUpRequired') {
    super(messageKey, [], { step_up: 'totp' });
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'notFound';
  constructor(messageKey: MessageKey = 'notFound') {
    super(messageKey);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  constructor(
    messageKey: MessageKey,
    /** Facts the client shows beside the message (e.g. who handed an order over, and when). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

export class ValidationError extends DomainError {
  readonly kind = 'validation';
  constructor(
    readonly fieldErrors: FieldErrors,
    messageKey: MessageKey = 'validationFailed',
  ) {
    super(messageKey);
  }
}

export class RateLimitedError extends DomainError {
  readonly kind = 'rateLimited';
  constructor(readonly retryAfterSeconds: number) {
    super('tooManyRequests');
  }
}

export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
  constructor(messageKey: MessageKey = 'unavailable') {
    super(messageKey);
  }
}

/** Every concrete domain error, for exhaustive handling by kind. */
export type AnyDomainError =
  | BadRequestError
  | UnauthenticatedError
  | ForbiddenError
  | NotFoundError
  | ConflictError
  | ValidationError
  | RateLimitedError
  | UnavailableError;
