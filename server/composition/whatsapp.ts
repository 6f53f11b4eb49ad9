import { sendTemplateMessage, type TemplateMessage } from '../adapters/whatsapp/cloud-api';
import type { WhatsappConfig } from '../config-whatsapp';

/** The Cloud API sender the WhatsApp worker is given (issue 28): only the composition root names adapters. */
export function whatsappSend(config: WhatsappConfig): (m: TemplateMessage) => Promise<{ id: string }> {
  return (m) => sendTemplateMessage(config, m);
}
