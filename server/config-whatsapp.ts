import { z } from 'zod';

/**
 * Order updates on WhatsApp (issue 28 point 4) through Meta's WhatsApp Business Cloud API: off unless the phone
 * number id and its access token are both set. The app secret checks the status webhooks' X-Hub-Signature-256;
 * the verify token answers the webhook's GET handshake.
 */
const text = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

export const WhatsappEnvShape = {
  WHATSAPP_PHONE_NUMBER_ID: text,
  WHATSAPP_ACCESS_TOKEN: text,
  WHATSAPP_APP_SECRET: text,
  WHATSAPP_VERIFY_TOKEN: text,
  /** Graph API base, with its version; tests point it at the double. */
  WHATSAPP_API_URL: z.url().optional().default('https://graph.facebook.com/v21.0'),
  /** The approved templates' names start with it: {prefix}pedido_pago, …_enviado, …_reembolsado, …_pronto. */
  WHATSAPP_TEMPLATE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]{0,40}$/)
    .optional()
    .default('loja_'),
};

export interface WhatsappConfig {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string | null;
  verifyToken: string | null;
  apiUrl: string;
  templatePrefix: string;
}

type Env = { [K in keyof typeof WhatsappEnvShape]: z.output<(typeof WhatsappEnvShape)[K]> };

export function whatsappConfig(e: Env): { config: WhatsappConfig | null; problem: string | null } {
  const id = e.WHATSAPP_PHONE_NUMBER_ID;
  const token = e.WHATSAPP_ACCESS_TOKEN;
  if (!id && !token) return { config: null, problem: null };
  if (!id || !token)
    return {
      config: null,
      problem: 'WhatsApp order updates need both WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN',
    };
  return {
    config: {
      phoneNumberId: id,
      accessToken: token,
      appSecret: e.WHATSAPP_APP_SECRET ?? null,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? null,
      apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
      templatePrefix: e.WHATSAPP_TEMPLATE_PREFIX,
    },
    problem: null,
  };
}

/** The start line: whether order updates go out on WhatsApp. */
export function describeWhatsapp(config: WhatsappConfig | null, problem: string | null): string {
  if (config)
    return `WhatsApp order updates: on (phone number id ${config.phoneNumberId}${config.appSecret ? '' : '; status webhooks refused without WHATSAPP_APP_SECRET'})`;
  return `WhatsApp order updates: off${problem ? ` (${problem})` : ' (set WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN to send them)'}`;
}
