import type { WhatsappConfig } from '../config-whatsapp';

/**
 * The API tests' WhatsApp Cloud API settings (issue 28): what config-whatsapp.ts would read from the environment,
 * pointed at a host that does not resolve, so only a test's double (doubles/whatsapp-cloud-api.ts) ever answers.
 */
export const testWhatsapp: WhatsappConfig = {
  phoneNumberId: '109876543210',
  accessToken: 'EAAG-test-token',
  appSecret: 'meta-app-secret',
  verifyToken: 'verify-me-please',
  apiUrl: 'https://graph.facebook.test/v21.0',
  templatePrefix: 'loja_',
};
