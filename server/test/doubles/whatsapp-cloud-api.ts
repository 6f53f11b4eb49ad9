import { randomBytes } from 'node:crypto';

/**
 * A double of Meta's WhatsApp Business Cloud API, built from its published reference: "Messages"
 * (developers.facebook.com/docs/whatsapp/cloud-api/reference/messages: POST /{Version}/{Phone-Number-ID}/messages,
 * Bearer access token, body {messaging_product: "whatsapp", recipient_type: "individual", to, type: "template",
 * template: {name, language: {code}, components: [{type: "body", parameters: [{type: "text", text}]}]}}, answered
 * {messaging_product, contacts: [{input, wa_id}], messages: [{id: "wamid…"}]}) and "Error codes"
 * (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes: {error: {message, type, code, fbtrace_id}},
 * 190 for an invalid access token, 100 for an invalid parameter). Requests it accepts are kept in `sent`.
 */
export interface SentTemplate {
  phoneNumberId: string;
  to: string;
  name: string;
  lang: string;
  params: string[];
  id: string;
}

export function whatsappCloudDouble({
  phoneNumberId,
  accessToken,
}: {
  phoneNumberId: string;
  accessToken: string;
}) {
  const sent: SentTemplate[] = [];
  const fail = (status: number, code: number, message: string) =>
    new Response(
      JSON.stringify({
        error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') },
      }),
      { status, headers: { 'content-type': 'application/json' } },
    );
  const fetchImpl = (async (url: string | URL, init?: RequestInit) => {
    const path = new URL(url).pathname;
    const m = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (init?.method !== 'POST' || !m) return fail(400, 100, `Unknown path components: ${path}`);
    const headers = new Headers(init.headers);
    if (headers.get('authorization') !== `Bearer ${accessToken}`)
      return fail(401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (m[1] !== phoneNumberId) return fail(400, 100, 'Unsupported post request. Object does not exist');
    const body = JSON.parse(String(init.body));
    const t = body.template;
    const ok =
      body.messaging_product === 'whatsapp' &&
      body.type === 'template' &&
      /^\d{8,15}$/.test(body.to) &&
      typeof t?.name === 'string' &&
      typeof t?.language?.code === 'string' &&
      Array.isArray(t.components) &&
      t.components.every(
        (c: { type: string; parameters: { type: string; text: string }[] }) =>
          c.type === 'body' &&
          c.parameters.every((p) => p.type === 'text' && typeof p.text === 'string' && p.text),
      );
    if (!ok) return fail(400, 100, '(#100) Invalid parameter');
    const id = `wamid.${randomBytes(24).toString('base64url')}`;
    sent.push({
      phoneNumberId: m[1],
      to: body.to,
      name: t.name,
      lang: t.language.code,
      params: t.components.flatMap((c: { parameters: { text: string }[] }) =>
        c.parameters.map((p) => p.text),
      ),
      id,
    });
    return new Response(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id }],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
  }) as unknown as typeof fetch;
  return { fetch: fetchImpl, sent };
}
