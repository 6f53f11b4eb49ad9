import { z } from 'zod';
import {
  boolField,
  cepField,
  countryIdField,
  documentProblem,
  documentTypeField,
  documentTypesFor,
  emailField,
  flag01,
  idField,
  optionalText,
  passwordField,
  phoneField,
  requiredText,
  whenFieldsValid,
} from './account-fields';
import { productSummarySchema } from './catalog';
import { currencyIdParam } from './common';

export * from './account-fields';

/*
 * Customer accounts (spec §3, §5, §7): one schema per request and response, spec field names. Requests are
 * parsed by the API and by the storefront's forms (react-hook-form + zodResolver); messages are MessageKeys.
 */

// ─── Responses ────────────────────────────────────────────────────────────────────────────────────────────

export const addressSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  /** Only Brazilian addresses carry a CEP. */
  cep: z.string().nullable(),
  logradouro: z.string(),
  numero: z.string(),
  bairro: z.string(),
  cidade: z.string(),
  cidade_id: z.number().int(),
  estado: z.string(),
  estado_id: z.number().int(),
  pais: z.string(),
  /** 1 Brasil, 2 Paraguai. */
  pais_id: z.number().int(),
  complemento: z.string().nullable(),
  como_chegar: z.string().nullable(),
  ativo: z.boolean(),
  principal: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListResponseSchema = z.object({ data: z.array(addressSchema) });

export const userSchema = z.object({
  nome: z.string(),
  sobrenome: z.string(),
  email: z.string(),
  /** ISO date-time, null until the e-mail is confirmed. */
  email_verified_at: z.string().nullable(),
  telefone: z.string(),
  documento_tipo: documentTypeField,
  documento: z.string(),
  identidade: z.string(),
  /** Issuing agency of the identity document. */
  orgao_emissor: z.string().nullable(),
  razao_social: z.string().nullable(),
  /** true: Brazilian buyer (pt-BR, USD, pickup only); false: Paraguayan. */
  estrangeiro: z.boolean(),
  /** ISO date-time of the previous login (null on the first). */
  data_ultimo_login: z.string().nullable(),
  /** Which identity document images are on file (read them with GET /ecom/cliente/documentos/{lado}). */
  documentos: z.object({ frente: z.boolean(), verso: z.boolean() }),
  /** Active addresses, main first. */
  enderecos: z.array(addressSchema),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  /** ISO date-time: the session ends one hour after login (spec §9), whatever the client does. */
  expires_at: z.string(),
  user: userSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Answers that only carry a message in the request's language. */
export const messageResponseSchema = z.object({ message: z.string() });

export const checkEmailResponseSchema = z.object({ available: z.literal(true), message: z.string() });

/** GET /ecom/endereco/cep/{cep}. `manual`: state known (or not), the city must be chosen by hand. */
export const cepLookupResponseSchema = z.object({
  cep: z.string(),
  logradouro: z.string().nullable(),
  bairro: z.string().nullable(),
  cidade: z.string().nullable(),
  cidade_id: z.number().int().nullable(),
  estado: z.string().nullable(),
  estado_id: z.number().int().nullable(),
  uf: z.string().nullable(),
  pais_id: z.literal(1),
  manual: z.boolean(),
  fonte: z.enum(['viacep', 'offline']),
});
export type CepLookup = z.infer<typeof cepLookupResponseSchema>;
export const cepParamSchema = z.object({
  cep: z.string().regex(/^\d{5}-?\d{3}$/, { message: 'invalidCep' }),
});

export const documentSideSchema = z.enum(['frente', 'verso']);
export type DocumentSide = z.infer<typeof documentSideSchema>;
export const documentParamSchema = z.object({ lado: documentSideSchema });

// ─── Session and passwords ────────────────────────────────────────────────────────────────────────────────

export const loginRequestSchema = z.object({
  email: requiredText(200),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const checkEmailRequestSchema = z.object({ email: emailField });

export const recoverRequestSchema = z.object({ email: emailField });
export type RecoverRequest = z.infer<typeof recoverRequestSchema>;

const passwordsMatch = {
  check: (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation,
  params: {
    message: 'passwordsMismatch',
    path: ['password_confirmation'],
    when: whenFieldsValid('password', 'password_confirmation'),
  },
};

/** Spec §7 trocar-senha: the link's uuid and token, the e-mail and code from its query, the new password. */
export const resetPasswordRequestSchema = z
  .object({
    email: emailField,
    uuid: z.uuid(),
    token: z.string().min(1).max(200),
    code: z.string().min(1).max(12),
    password: passwordField,
    password_confirmation: z.string().min(1),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    password_currently: z.string().min(1).max(200),
    password: passwordField,
    password_confirmation: z.string().min(1),
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const confirmEmailParamsSchema = z.object({ uid: z.uuid(), token: z.string().min(1).max(200) });

// ─── Addresses ────────────────────────────────────────────────────────────────────────────────────────────

const addressFields = {
  cep: cepField,
  logradouro: requiredText(200),
  numero: requiredText(20),
  bairro: requiredText(100),
  /** City and state names are informative; the ids decide. */
  cidade: optionalText(200),
  cidade_id: idField,
  estado: optionalText(200),
  estado_id: idField,
  pais: optionalText(100),
  complemento: optionalText(200),
  como_chegar: optionalText(500),
};

/** Spec §7 POST /ecom/cliente/address. pais_id defaults to the customer's country; Brazil needs a CEP. */
export const addressCreateRequestSchema = z
  .object({
    nome: requiredText(100),
    ...addressFields,
    pais_id: countryIdField.optional(),
    ativo: boolField.optional().default(true),
    principal: boolField.optional().default(false),
  })
  .refine((v) => v.pais_id !== 1 || v.cep !== null, {
    message: 'required',
    path: ['cep'],
    when: whenFieldsValid('pais_id', 'cep'),
  });
export type AddressCreateRequest = z.infer<typeof addressCreateRequestSchema>;
export type AddressCreateInput = z.input<typeof addressCreateRequestSchema>;

/** Spec §7 PUT /ecom/cliente/address/{id}: only a soft delete. */
export const addressDeactivateRequestSchema = z.object({
  ativo: z.literal(false),
  nome: optionalText(100).optional(),
});
export const addressIdParamSchema = z.object({ id: idField });

// ─── Registration and profile ─────────────────────────────────────────────────────────────────────────────

/**
 * Every text field of the registration form (spec §3). Files `frente` and `verso` travel beside these in the
 * same multipart body; the API checks them by content (DOCUMENT_FILE_RULES).
 */
export const registrationFieldsSchema = z
  .object({
    /** "1": Brazilian (foreign) buyer; "0": Paraguayan. */
    estrangeiro: flag01,
    nome: requiredText(200),
    sobrenome: requiredText(200),
    telefone: phoneField,
    email: emailField,
    email_confirmation: requiredText(200),
    password: passwordField,
    password_confirmation: z.string().min(1),
    documento_tipo: documentTypeField,
    documento: requiredText(20),
    identidade: requiredText(20),
    orgao_emissor: requiredText(20),
    razao_social: optionalText(200),
    pais_id: countryIdField,
    ...addressFields,
    nome_endereco: optionalText(100),
  })
  .refine((v) => v.email.toLowerCase() === v.email_confirmation.toLowerCase(), {
    message: 'emailsMismatch',
    path: ['email_confirmation'],
    when: whenFieldsValid('email', 'email_confirmation'),
  })
  .refine(passwordsMatch.check, passwordsMatch.params)
  .refine((v) => documentTypesFor(v.estrangeiro === '1').includes(v.documento_tipo), {
    message: 'invalidDocumentType',
    path: ['documento_tipo'],
    when: whenFieldsValid('estrangeiro', 'documento_tipo'),
  })
  .superRefine((v, ctx) => {
    // Runs only when every field is valid, so the type is known to fit the nationality.
    const problem = documentProblem(v.documento_tipo, v.documento);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['documento'] });
  })
  .refine((v) => (v.estrangeiro === '1' ? 1 : 2) === v.pais_id, {
    message: 'countryMismatch',
    path: ['pais_id'],
    when: whenFieldsValid('estrangeiro', 'pais_id'),
  })
  .refine((v) => v.estrangeiro !== '1' || v.cep !== null, {
    message: 'required',
    path: ['cep'],
    when: whenFieldsValid('estrangeiro', 'cep'),
  });

/**
 * Spec §7 update-profile (multipart; optional files frente, verso). The document type must suit the customer's
 * nationality, which only the API knows: it answers invalidDocumentType on documento_tipo otherwise.
 */
export const profileUpdateFieldsSchema = z
  .object({ telefone: phoneField, documento_tipo: documentTypeField, documento: requiredText(20) })
  .superRefine((v, ctx) => {
    const problem = documentProblem(v.documento_tipo, v.documento);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['documento'] });
  });
export type ProfileUpdateFields = z.infer<typeof profileUpdateFieldsSchema>;

// ─── Wishlist (spec §1) ───────────────────────────────────────────────────────────────────────────────────

export const wishlistQuerySchema = z.object({ moeda_id: currencyIdParam });
export const wishlistProductParamSchema = z.object({ produto_id: idField });
/** Anonymous wishes kept in the browser, moved to the account at login. Unknown ids are ignored. */
export const wishlistImportRequestSchema = z.object({ produto_ids: z.array(idField).max(200) });
/** Saved products, newest first, with current price and stock in the requested currency. */
export const wishlistResponseSchema = z.object({
  produto_ids: z.array(z.number().int()),
  data: z.array(productSummarySchema),
});
export type Wishlist = z.infer<typeof wishlistResponseSchema>;
