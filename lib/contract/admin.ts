import { z } from 'zod';

/**
 * Back-office contract (issue 19): staff sign-in, staff management and the audit log. Field names are the API's
 * own (English, snake_case): the back office is new and not part of the spec's §7 shapes.
 */
export const STAFF_ROLES = ['owner', 'manager', 'clerk'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;
/** Roles that must sign in with a TOTP second factor. */
export const roleNeedsTotp = (role: StaffRole): boolean => role !== 'clerk';

const email = z
  .email()
  .max(200)
  .transform((v) => v.trim().toLowerCase());
const totpCode = z.string().regex(/^\d{6}$/);
const password = z.string().min(12).max(128);
const setupToken = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/);

export const staffLoginSchema = z.object({
  email,
  password: z.string().min(1).max(128),
  totp: totpCode.optional(),
});
export const staffSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  lang: z.enum(['pt', 'es']),
  totp_enabled: z.boolean(),
  /** Locked after too many wrong codes (issue 26): only a new setup link from an owner opens it again. */
  totp_locked: z.boolean(),
  active: z.boolean(),
  /** True until the one-time setup link was used. */
  pending_setup: z.boolean(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type StaffBody = z.infer<typeof staffSchema>;
export const staffLoginResponseSchema = z.object({
  token: z.string(),
  expires_at: z.string(),
  staff: staffSchema,
});

/** The one-time link's page: what to set up (the TOTP secret appears only while the link is unused). */
export const setupTokenSchema = z.object({ token: setupToken });
export const setupInfoSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  totp_required: z.boolean(),
  /** otpauth:// URI for the authenticator app (QR) and its base32 secret for typing; null when not required. */
  totp_uri: z.string().nullable(),
  totp_secret: z.string().nullable(),
});
export const setupCompleteSchema = z
  .object({
    token: setupToken,
    password,
    password_confirmation: z.string().max(128),
    totp: totpCode.optional(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    path: ['password_confirmation'],
    message: 'passwordsMismatch',
  });

export const staffAddSchema = z.object({
  email,
  name: z.string().trim().min(1).max(120),
  role: staffRoleSchema,
  lang: z.enum(['pt', 'es']).default('pt'),
});
export const staffUpdateSchema = z
  .object({ role: staffRoleSchema.optional(), active: z.boolean().optional() })
  .refine((b) => b.role !== undefined || b.active !== undefined, { message: 'required' });
export const staffIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
/** A staff change that needs the person to (re)do the setup: the link to hand them, once. */
export const staffWithLinkSchema = z.object({
  staff: staffSchema,
  /** Only for a member just added (no one else holds the account yet); links for existing members are e-mailed. */
  setup_link: z.string().nullable(),
  /** A new setup link went to the member's own e-mail (role change to a TOTP role, reset): never to the caller. */
  setup_link_mailed: z.boolean(),
});
/** Step-up (issue 26): a fresh TOTP code before staff changes, refunds and rate changes. */
export const stepUpSchema = z.object({ totp: totpCode });
/** A signed-in member without TOTP (a clerk) enrols one: the secret to scan, then a first code turns it on. */
export const totpEnrolSchema = z.object({ totp_uri: z.string(), totp_secret: z.string() });
export const totpConfirmSchema = z.object({ password: z.string().min(1).max(128), totp: totpCode });
export const staffListSchema = z.object({ data: z.array(staffSchema) });

export const auditQuerySchema = z.object({
  staff_id: z.coerce.number().int().min(1).optional(),
  action: z.string().max(60).optional(),
  entity: z.string().max(40).optional(),
  entity_id: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** Keyset: entries older than this id. */
  before_id: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditEntrySchema = z.object({
  id: z.number().int(),
  staff_id: z.number().int().nullable(),
  actor: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
});
export const auditListSchema = z.object({
  data: z.array(auditEntrySchema),
  next_before_id: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
