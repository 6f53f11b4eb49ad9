import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { message } from '../../lib/contract/messages';
import { HttpError } from './errors';
import { requestLang } from './request-lang';
import { issueField, issueMessage, type ValidationIssue } from './validation-messages';

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
    if (error instanceof HttpError) {
      const body: { message: string; errors?: Record<string, string[]> } = { message: message(error.messageKey, lang) };
      if (error.fieldErrors) {
        body.errors = Object.fromEntries(
          Object.entries(error.fieldErrors).map(([field, keys]) => [field, keys.map((k) => message(k, lang))]),
        );
      }
      return reply.code(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: message('tooManyRequests', lang) });
    if (status === 404) return reply.code(404).send({ message: message('notFound', lang) });
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, oversized bodies: the client's fault, said plainly.
      return reply.code(status === 415 || status === 413 ? status : 400).send({
        message: message('badRequest', lang),
        errors: [error.message],
      });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: message('serverError', lang) });
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ message: message('notFound', requestLang(req)) });
  });
}
