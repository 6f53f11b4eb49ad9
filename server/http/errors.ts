import type { MessageKey } from '../../lib/contract/messages';

/** A failure the client caused or may see; the error handler renders it in spec §8's shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422 | 429,
    readonly messageKey: MessageKey,
    readonly fieldErrors?: Record<string, MessageKey[]>,
  ) {
    super(messageKey);
  }
}

export const notFound = (): HttpError => new HttpError(404, 'notFound');
