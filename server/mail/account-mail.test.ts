import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, brazilian, paraguayan, PASSWORD, register, testClock } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker';

const SMTP_PORT = 2531;
const clock = testClock(new Date('2026-11-23T12:00:00Z'));
const inbox: { to: string; raw: string }[] = [];
let smtp: SMTPServer;
let api: TestApi;
let worker: OutboxWorker;

/** Quoted-printable undone: soft line breaks joined, =XX decoded (links carry "=" and "&"). */
const decode = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

async function deliver() {
  await worker.runOnce();
}
function lastMailTo(address: string) {
  const mail = inbox.filter((m) => m.to === address).at(-1);
  if (!mail) throw new Error(`no mail to ${address}`);
  return mail;
}
const linkIn = (raw: string, kind: 'confirmation-email' | 'reset-password') => {
  const m = new RegExp(`http://localhost:3000(/es-PY)?/app/${kind}/[^\\s"<>\\]]+`).exec(raw);
  if (!m) throw new Error(`no ${kind} link`);
  return new URL(m[0].replace(/&amp;/g, '&'));
};

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo[0].address,
          raw: decode(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
  api = await startTestApi(20, { deps: { now: clock.now } });
  worker = startOutboxWorker({
    db: api.database.db,
    smtpUrl: `smtp://127.0.0.1:${SMTP_PORT}`,
    from: 'Loja <no-reply@test>',
    intervalMs: 3_600_000,
    now: clock.now,
  });
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
});

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url,
    payload,
    headers,
    remoteAddress: `10.7.0.${Math.floor(Math.random() * 250)}`,
  });

describe('e-mail confirmation over real SMTP', () => {
  let token: string;

  it('mails a Brazilian a pt-BR link at registration, and the link confirms once', async () => {
    token = (await register(api.app, brazilian('bia@example.com'))).json().token;
    await deliver();
    const mail = lastMailTo('bia@example.com');
    expect(mail.raw).toContain('Obrigado por se cadastrar na Loja CDE.');
    expect(mail.raw).toContain('Content-Type: text/html');
    const link = linkIn(mail.raw, 'confirmation-email');
    expect(link.pathname).toMatch(/^\/app\/confirmation-email\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}$/);
    const ok = await post(
      `/ecom/cliente/confirmar-email${link.pathname.replace('/app/confirmation-email', '')}`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('E-mail confirmado com sucesso!');
    expect((await post('/ecom/me', undefined, bearer(token))).json().email_verified_at).toBe(
      clock.now().toISOString(),
    );
    const again = await post(
      `/ecom/cliente/confirmar-email${link.pathname.replace('/app/confirmation-email', '')}`,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Ocorreu um erro ao tentar confirmar o e-mail.');
    const resend = await post('/ecom/cliente/reenviar-email', undefined, bearer(token));
    expect(resend.statusCode).toBe(400);
    expect(resend.json().message).toBe('Este e-mail já foi confirmado.');
  });

  it('mails a Paraguayan in Spanish under /es-PY; resending replaces the link; links expire after 24 h', async () => {
    const t = (await register(api.app, paraguayan('pedro@example.com'))).json().token;
    await deliver();
    const first = linkIn(lastMailTo('pedro@example.com').raw, 'confirmation-email');
    expect(lastMailTo('pedro@example.com').raw).toContain('Gracias por registrarse en Loja CDE.');
    expect(first.pathname.startsWith('/es-PY/app/confirmation-email/')).toBe(true);
    const resend = await post('/ecom/cliente/reenviar-email?lang=es', undefined, bearer(t));
    expect(resend.json().message).toBe(
      'Enviamos un nuevo correo de confirmación. Verifique su bandeja de entrada.',
    );
    await deliver();
    const second = linkIn(lastMailTo('pedro@example.com').raw, 'confirmation-email');
    expect(second.pathname).not.toBe(first.pathname);
    const path = (u: URL) =>
      `/ecom/cliente/confirmar-email${u.pathname.replace('/es-PY/app/confirmation-email', '')}`;
    expect((await post(path(first))).statusCode).toBe(400);
    clock.advance(24 * 3600_000 + 1000);
    expect((await post(path(second))).statusCode).toBe(400);
  });
});

describe('password recovery over real SMTP', () => {
  it('answers the same for a known and an unknown e-mail and mails only the known one', async () => {
    const before = inbox.length;
    const known = await post('/ecom/cliente/recuperar-senha', { email: 'BIA@example.com' });
    const unknown = await post('/ecom/cliente/recuperar-senha', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await deliver();
    expect(inbox.slice(before).map((m) => m.to)).toEqual(['bia@example.com']);
  });

  it('resets the password from the link once, ending every session', async () => {
    const session = (await post('/ecom/login', { email: 'bia@example.com', password: PASSWORD })).json()
      .token;
    const link = linkIn(lastMailTo('bia@example.com').raw, 'reset-password');
    const [, , , uuid, token] = link.pathname.split('/');
    const email = link.searchParams.get('email')!;
    const code = link.searchParams.get('code')!;
    expect(email).toBe('bia@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const body = {
      email,
      uuid,
      token,
      code,
      password: 'Trocada#2026',
      password_confirmation: 'Trocada#2026',
    };
    const mismatch = await post('/ecom/cliente/trocar-senha?lang=es', {
      ...body,
      password_confirmation: 'Otra#2026x',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.password_confirmation).toEqual(['Las contraseñas no coinciden']);
    const ok = await post('/ecom/cliente/trocar-senha', body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Senha redefinida com sucesso!');
    expect((await post('/ecom/me', undefined, bearer(session))).statusCode).toBe(401);
    expect((await post('/ecom/login', { email, password: 'Trocada#2026' })).statusCode).toBe(200);
    const reuse = await post('/ecom/cliente/trocar-senha', {
      ...body,
      password: 'Outra#2026x',
      password_confirmation: 'Outra#2026x',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('O link de redefinição de senha é inválido ou expirou.');
  });

  it('refuses a wrong code and a link older than one hour', async () => {
    await post('/ecom/cliente/recuperar-senha', { email: 'pedro@example.com' });
    await deliver();
    const link = linkIn(lastMailTo('pedro@example.com').raw, 'reset-password');
    expect(link.pathname.startsWith('/es-PY/app/reset-password/')).toBe(true);
    const [, , , , uuid, token] = link.pathname.split('/');
    const body = {
      email: 'pedro@example.com',
      uuid,
      token,
      code: link.searchParams.get('code')!,
      password: 'Nueva#2026',
      password_confirmation: 'Nueva#2026',
    };
    const wrongCode = await post('/ecom/cliente/trocar-senha', {
      ...body,
      code: body.code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    // A wrong code burns the link: ask again, then let it expire.
    await post('/ecom/cliente/recuperar-senha', { email: 'pedro@example.com' });
    await deliver();
    const fresh = linkIn(lastMailTo('pedro@example.com').raw, 'reset-password');
    const [, , , , uuid2, token2] = fresh.pathname.split('/');
    clock.advance(3600_000 + 1000);
    const late = await post('/ecom/cliente/trocar-senha', {
      ...body,
      uuid: uuid2,
      token: token2,
      code: fresh.searchParams.get('code')!,
    });
    expect(late.statusCode).toBe(400);
  });
});

describe('outbox sender', () => {
  it('keeps a mail pending with a later retry when SMTP is unreachable', async () => {
    const broken = startOutboxWorker({
      db: api.database.db,
      smtpUrl: 'smtp://127.0.0.1:2535',
      from: 'x@test',
      intervalMs: 3_600_000,
      now: clock.now,
    });
    await broken.stop(); // no background run; drive it by hand
    await post('/ecom/cliente/recuperar-senha', { email: 'bia@example.com' });
    expect(await broken.runOnce()).toBe(0);
    const page = await api.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Redefinição de senha');
    expect(page.body).toContain('pending');
    await deliver(); // the retry waits: nothing due yet
    const rows = (
      await api.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json?to=bia@example.com' })
    ).json().data;
    expect(rows[0].status).toBe('pending');
    clock.advance(60_000);
    await deliver();
    const after = (
      await api.app.inject({ method: 'GET', url: '/dev/mailbox/messages.json?to=bia@example.com' })
    ).json().data;
    expect(after[0].status).toBe('sent');
  });
});
