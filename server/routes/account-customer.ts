import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  documentParamSchema,
  messageResponseSchema,
  profileUpdateFieldsSchema,
  userSchema,
} from '../../lib/contract/account';
import { message } from '../../lib/contract/messages';
import { sessionOf } from '../http/customer-auth';
import { readMultipart } from '../http/multipart';
import { extraRateLimit, ROUTE_LIMITS } from '../http/rate-limit';
import { requestLang } from '../http/request-lang';
import { inWireFields, inWireNames } from '../http/wire-names';
import type { Services } from '../services';
import { parseOrThrow } from '../services/accounts/zod-to-domain';
import { userAnswer } from './account-answers';
import { accountErrors } from './account-errors';

/** The profile update's domain names → the form's (spec §7), for the fields a 422 names. */
const PROFILE_FIELDS = { documentType: 'documento_tipo', phone: 'telefone', document: 'documento' } as const;

/** Spec §7 bearer calls about the customer: registered inside the guarded plugin (see routes/account.ts). */
export const accountCustomerRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { accounts, emails } = services.account;
  const tags = ['account'];

  app.post(
    '/me',
    {
      schema: {
        tags,
        summary: 'The logged-in customer (spec §3 User)',
        response: { 200: userSchema, ...accountErrors },
      },
    },
    async (req) => userAnswer(await accounts.me(sessionOf(req).customerId)),
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'End this session (the token stops working)',
        response: { 200: messageResponseSchema, ...accountErrors },
      },
    },
    async (req) => {
      await accounts.logout(sessionOf(req).tokenHash);
      return { message: message('loggedOut', requestLang(req)) };
    },
  );

  app.post(
    '/cliente/trocar-senha-l',
    {
      schema: {
        tags,
        summary: 'Change the password (other sessions end)',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...accountErrors },
      },
      // Per account: each call checks the current password, which a stolen session could otherwise guess at.
      preHandler: extraRateLimit(app, {
        ...ROUTE_LIMITS.passwordChangePerAccount,
        keyGenerator: (req) => `password-change|${req.session?.customerId}`,
      }),
    },
    async (req) => {
      const s = sessionOf(req);
      const change = { currentPassword: req.body.password_currently, newPassword: req.body.password };
      await inWireNames({ currentPassword: 'password_currently' }, () =>
        accounts.changePassword(s.customerId, s.tokenHash, change),
      );
      return { message: message('passwordChanged', requestLang(req)) };
    },
  );

  app.post(
    '/cliente/update-profile',
    {
      schema: {
        tags,
        summary:
          'Update phone and document (multipart: telefone, documento, documento_tipo, optional frente, verso)',
        consumes: ['multipart/form-data'],
        response: { 200: userSchema, ...accountErrors },
      },
    },
    async (req) => {
      const { fields, files } = await readMultipart(req, ['frente', 'verso']);
      const customerId = sessionOf(req).customerId;
      // The images and the document type's fit are checked first so their errors and the form's come back in one 422.
      const checked = await accounts.checkProfile(customerId, fields.documento_tipo, files);
      const form = parseOrThrow(
        profileUpdateFieldsSchema,
        fields,
        inWireFields(PROFILE_FIELDS, checked.errors),
      );
      const change = { phone: form.telefone, documentType: form.documento_tipo, document: form.documento };
      return userAnswer(
        await inWireNames(PROFILE_FIELDS, () => accounts.updateProfile(customerId, change, checked.clean)),
      );
    },
  );

  app.post(
    '/cliente/reenviar-email',
    {
      schema: {
        tags,
        summary: 'Send the confirmation e-mail again',
        response: { 200: messageResponseSchema, ...accountErrors },
      },
      preHandler: extraRateLimit(app, {
        max: 3,
        timeWindow: '1 minute',
        keyGenerator: (req) => `resend|${req.session?.customerId}`,
      }),
    },
    async (req) => {
      await emails.resend(sessionOf(req).customerId);
      return { message: message('verifyInbox', requestLang(req)) };
    },
  );

  app.get(
    '/cliente/documentos/:lado',
    {
      schema: {
        tags,
        summary: "The customer's own identity document image (frente or verso)",
        params: documentParamSchema,
      },
    },
    async (req, reply) => {
      const doc = await accounts.document(sessionOf(req).customerId, req.params.lado);
      // Served as a download with its checked type; never rendered as a page, never cached.
      return reply
        .header('content-type', doc.mime)
        .header(
          'content-disposition',
          `attachment; filename="${req.params.lado}.${doc.mime.split('/')[1].replace('jpeg', 'jpg')}"`,
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(doc.data);
    },
  );
};
