import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { positiveIntString } from '../../lib/contract/common';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>` +
  `<style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}td,th{padding:4px 10px;border-bottom:1px solid #ddd;text-align:left}</style>` +
  `</head><body>${body}</body></html>`;

/**
 * Development mailbox: the outbox as a page (list, then one message), and as JSON for browser journeys.
 * Registered only when config.devMailbox (never in production): mails hold live confirmation and reset links.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ services: Pick<Services, 'devMailbox'> }> = async (
  app,
  { services },
) => {
  const hide = { hide: true };
  const mailbox = services.devMailbox;

  app.get('/', { schema: hide }, async (_req, reply) => {
    const rows = await mailbox.list();
    const lines = rows
      .map(
        (r) =>
          `<tr><td>${r.at.toISOString()}</td><td>${escape(r.to)}</td><td><a href="/dev/mailbox/${r.id}">${escape(r.subject)}</a></td><td>${r.status}</td></tr>`,
      )
      .join('');
    const body = rows.length
      ? `<table><tr><th>when</th><th>to</th><th>subject</th><th>status</th></tr>${lines}</table>`
      : '<p>No messages yet.</p>';
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page('Mailbox', `<h1>Mailbox</h1>${body}`));
  });

  app.get(
    '/messages.json',
    { schema: { ...hide, querystring: z.object({ to: z.string().max(200).optional() }) } },
    async (req, reply) => {
      const data = (await mailbox.messagesTo(req.query.to)).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        status: m.status,
      }));
      return reply.header('cache-control', 'no-store').send({ data });
    },
  );

  app.get(
    '/:id',
    { schema: { ...hide, params: z.object({ id: positiveIntString }) } },
    async (req, reply) => {
      const row = await mailbox.message(req.params.id);
      const body = { text: row.text, html: row.html };
      const header = `<p><a href="/dev/mailbox">← mailbox</a></p><p><b>To:</b> ${escape(row.to)}<br><b>Subject:</b> ${escape(row.subject)}</p>`;
      // Our own rendered template, shown in a sandboxed frame: no scripts, links open in a new tab.
      const frame = `<iframe title="message" sandbox="allow-popups allow-popups-to-escape-sandbox" style="width:100%;height:70vh;border:1px solid #ccc" srcdoc="${escape((body.html ?? '').replace('<head>', '<head><base target="_blank">'))}"></iframe>`;
      const text = `<h2>Plain text</h2><pre style="white-space:pre-wrap">${escape(body.text)}</pre>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(row.subject, header + frame + text));
    },
  );
};
