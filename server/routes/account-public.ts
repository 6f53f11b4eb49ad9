import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  cepLookupResponseSchema,
  cepParamSchema,
  checkEmailRequestSchema,
  checkEmailResponseSchema,
  confirmEmailParamsSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  recoverRequestSchema,
  registrationFieldsSchema,
  resetPasswordRequestSchema,
} from '../../lib/contract/account';
import { message } from '../../lib/contract/messages';
import { readMultipart } from '../http/multipart';
import { inWireNames } from '../http/wire-names';
import type { Registration } from '../services/accounts/account-service';
import { parseOrThrow } from '../services/accounts/zod-to-domain';
import { extraRateLimit, ROUTE_LIMITS } from '../http/rate-limit';
import { UnauthenticatedError, RateLimitedError } from '../services/errors';
import { requestLang } from '../http/request-lang';
import type { Services } from '../services';
import { cepAnswer, sessionAnswer } from './account-answers';
import { accountErrors } from './account-errors';

const PER_MINUTE = { max: 5, timeWindow: '1 minute' };

/** Spec §3's registration form in the domain's words. */
const registrationOf = (f: z.output<typeof registrationFieldsSchema>): Registration => ({
  foreign: f.estrangeiro === '1',
  firstName: f.nome,
  lastName: f.sobrenome,
  phone: f.telefone,
  email: f.email,
  password: f.password,
  documentType: f.documento_tipo,
  document: f.documento,
  identity: f.identidade,
  identityIssuer: f.orgao_emissor,
  companyName: f.razao_social,
  address: {
    name: f.nome_endereco,
    postalCode: f.cep,
    street: f.logradouro,
    number: f.numero,
    district: f.bairro,
    complement: f.complemento,
    directions: f.como_chegar,
    cityId: f.cidade_id,
    stateId: f.estado_id,
  },
});

/** Per e-mail (the body is parsed by then: a preHandler limit), so one address can't be hammered from many IPs. */
const emailKey = (prefix: string) => (req: FastifyRequest) =>
  `${prefix}|${String((req.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()}`;

/** The address a request counts against (the socket's when the storefront sent none). */
const addressOf = (req: FastifyRequest) => req.shopperAddress ?? req.ip;

export function perEmailLimit(app: FastifyInstance, prefix: string, max = PER_MINUTE.max) {
  return extraRateLimit(app, { ...PER_MINUTE, max, keyGenerator: emailKey(prefix) });
}

/** Spec §7 calls made before a session exists. */
export const accountPublicRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { accounts, emails } = services.account;
  const tags = ['account'];

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Log in: a bearer token valid one hour',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...accountErrors },
      },
      // Per address, whatever the e-mail (the work one address can ask for); guesses are counted per (e-mail,
      // address) below, never per e-mail alone, so nobody elsewhere can lock the owner out (issue 18 point 4).
      preHandler: extraRateLimit(app, {
        ...ROUTE_LIMITS.loginPerAddress,
        keyGenerator: (req) => `login-ip|${addressOf(req)}`,
      }),
    },
    async (req) => {
      const address = addressOf(req);
      const wait = await app.loginThrottle.attempt(req.body.email, address);
      if (wait > 0) throw new RateLimitedError(wait);
      try {
        const session = await accounts.login(req.body.email, req.body.password);
        await app.loginThrottle.succeeded(req.body.email, address);
        return sessionAnswer(session, message('loginSuccess', requestLang(req)));
      } catch (error) {
        if (error instanceof UnauthenticatedError) await app.loginThrottle.failed(address);
        throw error;
      }
    },
  );

  app.post(
    '/cliente/cadastrar/check-email',
    {
      schema: {
        tags,
        summary: 'Is this e-mail free for registration?',
        body: checkEmailRequestSchema,
        response: { 200: checkEmailResponseSchema, ...accountErrors },
      },
      preHandler: perEmailLimit(app, 'check-email', 20),
    },
    async (req) => {
      await accounts.checkEmail(req.body.email);
      return { available: true as const, message: message('emailAvailable', requestLang(req)) };
    },
  );

  app.post(
    '/cliente/cadastrar',
    {
      schema: {
        tags,
        summary: 'Register (multipart: registration fields, files frente and verso); logs in',
        consumes: ['multipart/form-data'],
        response: { 200: loginResponseSchema, ...accountErrors },
      },
      preHandler: extraRateLimit(app, {
        ...ROUTE_LIMITS.registerPerAddress,
        keyGenerator: (req) => `register|${addressOf(req)}`,
      }),
    },
    async (req) => {
      const { fields, files } = await readMultipart(req, ['frente', 'verso']);
      // The documents are checked first so their errors and the form's come back in one 422.
      const documents = await accounts.checkDocuments(files);
      const form = parseOrThrow(registrationFieldsSchema, fields, documents.errors);
      const session = await inWireNames({ cityId: 'cidade_id' }, () =>
        accounts.register(registrationOf(form), documents.clean),
      );
      return sessionAnswer(session, message('registered', requestLang(req)));
    },
  );

  app.post(
    '/cliente/recuperar-senha',
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer for unknown e-mails)',
        body: recoverRequestSchema,
        response: { 200: messageResponseSchema, ...accountErrors },
      },
      preHandler: perEmailLimit(app, 'recover', 3),
    },
    async (req) => {
      await emails.recover(req.body.email);
      return { message: message('recoverySent', requestLang(req)) };
    },
  );

  app.post(
    '/cliente/confirmar-email/:uid/:token',
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail from the link',
        params: confirmEmailParamsSchema,
        response: { 200: messageResponseSchema, ...accountErrors },
      },
    },
    async (req) => {
      await emails.confirm(req.params.uid, req.params.token);
      return { message: message('emailConfirmed', requestLang(req)) };
    },
  );

  app.post(
    '/cliente/trocar-senha',
    {
      schema: {
        tags,
        summary: 'Reset the password from the recovery link',
        body: resetPasswordRequestSchema,
        response: { 200: messageResponseSchema, ...accountErrors },
      },
      preHandler: perEmailLimit(app, 'reset'),
    },
    async (req) => {
      const { email, uuid, token, code, password } = req.body;
      await emails.reset({ email, uuid, token, code, newPassword: password });
      return { message: message('passwordReset', requestLang(req)) };
    },
  );

  app.get(
    '/endereco/cep/:cep',
    {
      schema: {
        tags: ['geography'],
        summary: 'Brazilian postal code lookup (ViaCEP, offline ranges)',
        params: cepParamSchema,
        response: { 200: cepLookupResponseSchema, ...accountErrors },
      },
    },
    async (req) => cepAnswer(await services.account.cep(req.params.cep)),
  );
};
