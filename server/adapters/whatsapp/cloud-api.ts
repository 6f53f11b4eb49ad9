import { z } from 'zod';
import type { WhatsappConfig } from '../../config-whatsapp';

/**
 * WhatsApp Business Cloud API, template messages (Meta's reference: "Messages" — POST /{Version}/{Phone-Number-ID}/
 * messages — developers.facebook.com/docs/whatsapp/cloud-api/reference/messages, and "Send message templates",
 * developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates). A template's body parameters fill
 * its {{1}}, {{2}}… in order; the answer names the message id (wamid…) the status webhooks later refer to.
 */
export interface TemplateMessage {
  to: string;
  template: string;
  /** The approved translation's code: pt_BR, es. */
  lang: string;
  params: string[];
}

const sentSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })).optional(),
  messages: z.array(z.object({ id: z.string().min(1) })).min(1),
});
const errorSchema = z.object({
  error: z.object({ message: z.string(), code: z.number().optional(), type: z.string().optional() }),
});

export class WhatsappSendError extends Error {}

export async function sendTemplateMessage(
  config: Pick<WhatsappConfig, 'apiUrl' | 'phoneNumberId' | 'accessToken'>,
  m: TemplateMessage,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<{ id: string }> {
  const res = await fetchImpl(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: m.to,
      type: 'template',
      template: {
        name: m.template,
        language: { code: m.lang },
        components: [{ type: 'body', parameters: m.params.map((text) => ({ type: 'text', text })) }],
      },
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const e = errorSchema.safeParse(body);
    throw new WhatsappSendError(
      `WhatsApp ${res.status}${e.success ? `: ${e.data.error.code ?? ''} ${e.data.error.message}` : ''}`,
    );
  }
  const sent = sentSchema.safeParse(body);
  if (!sent.success) throw new WhatsappSendError('WhatsApp answered without a message id');
  return { id: sent.data.messages[0].id };
}
