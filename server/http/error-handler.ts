import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Lang } from '../../lib/contract/common';
import { message, type MessageKey } from '../../lib/contract/messages';
import { DomainError, type AnyDomainError, type DomainErrorKind, type MessageRef } from '../services/errors';
import { requestLang } from './request-lang';
import { issueField, issueMessage, type ValidationIssue } from './validation-messages';

/** Fastify's own client-error codes → the message the client reads. */
const CLIENT_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalidJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'badRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'bodyTooLarge',
  FST_ERR_BAD_URL: 'malformedUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'malformedUrl',
};

/**
 * The router's own failures (a path that does not decode, a parameter over maxParamLength), which Fastify answers
 * before any hook or error handler: the same §8 400 shape. Pass as Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const lang = requestLang(req);
  reply.code(400).send({
    message: message('badRequest', lang),
    errors: [message(CLIENT_ERRORS[error.code] ?? 'badRequest', lang)],
  });
}

/**
 * Every failure leaves in spec §8's shapes: 422 {message, errors: {field: [..]}}, 400/403 {message, errors: [..]},
 * 404 and 500 {message}. A 500 never carries internals; it is logged with the request id instead.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(req);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation as unknown as ValidationIssue[]) {
        (errors[issueField(issue)] ??= []).push(issueMessage(issue, lang));
      }
      return reply.code(422).send({ message: message('validationFailed', lang), errors });
    }
    if (error instanceof DomainError) return sendDomainError(error as AnyDomainError, lang, reply);
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: message('tooManyRequests', lang) });
    if (status === 404) return reply.code(404).send({ message: message('notFound', lang) });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, oversized bodies: the client's fault, said plainly in its language.
      return reply.code(status === 415 || status === 413 ? status : 400).send({
        message: message('badRequest', lang),
        errors: [message(CLIENT_ERRORS[error.code] ?? 'badRequest', lang)],
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: message('serverError', lang) });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ message: message('notFound', requestLang(req)) });
  });
}

const STATUS: Record<DomainErrorKind, number> = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  validation: 422,
  rateLimited: 429,
  unavailable: 503,
};

function text(ref: MessageRef, lang: Lang): string {
  return typeof ref === 'string' ? message(ref, lang) : message(ref.key, lang, ref.params);
}

/** A service's domain error in spec §8's shape: 422 field → messages, 400/403 message plus list, others message. */
function sendDomainError(error: AnyDomainError, lang: Lang, reply: FastifyReply) {
  const body: { message: string; errors?: Record<string, string[]> | string[] } & Record<string, unknown> = {
    message: message(error.messageKey, lang),
  };
  switch (error.kind) {
    case 'validation':
      body.errors = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, refs]) => [field, refs.map((r) => text(r, lang))]),
      );
      break;
    case 'badRequest':
    case 'forbidden':
      body.errors = error.details.length ? error.details.map((r) => text(r, lang)) : [body.message];
      if (error.kind === 'forbidden')
        Object.assign(body, error.extra, { message: body.message, errors: body.errors });
      break;
    case 'conflict':
      Object.assign(body, error.extra, { message: body.message });
      break;
    case 'rateLimited':
      reply.header('retry-after', String(error.retryAfterSeconds));
      break;
  }
  return reply.code(STATUS[error.kind]).send(body);
}
