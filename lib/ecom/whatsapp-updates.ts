/** The shopper's "order updates on WhatsApp" answer (issue 28), shared by the checkout's step 2 and the profile. */
export const WHATSAPP_UPDATES_KEY = ['ecom', 'whatsapp-updates'] as const;
