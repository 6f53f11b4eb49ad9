// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allowedEcomPath } from './allowlist';
import { ecom, pathOf } from './client';
import { EcomError } from './errors';
import { OPERATIONS, type OperationName } from './operations';

const ID = '3f1c9a52-7b1e-4c3a-9d2f-0a1b2c3d4e5f';
const ADDRESS = { id: 7, nome: 'Casa', principal: true };

describe('the browser client built from the operations table', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('calls the storefront handler with the row method, never the API, and no token', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await ecom('resendConfirmation');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/ecom/cliente/reenviar-email');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.stringify(init.headers)).not.toMatch(/authorization/i);
  });

  it('fills path parameters encoded and drops empty query values', () => {
    expect(pathOf('setQuantity', { externalId: ID, productId: 12 })).toBe(
      `/api/ecom/venda/carrinho/${ID}/itens/12`,
    );
    expect(pathOf('pickupPoints', { externalId: ID }, { moeda_id: 2, estado_id: null })).toBe(
      `/api/ecom/venda/carrinho/${ID}/pontos-entrega?moeda_id=2`,
    );
    // The shared rule (path-rule.ts): a value the proxy would refuse is never sent.
    expect(() => pathOf('order', { orderId: '../login' })).toThrow(/bad :orderId/);
  });

  it('sends cart writes as keepalive calls (decision 0021)', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    await ecom('addLine', { params: { externalId: ID }, json: { produto_id: 1, moeda_id: 2 } }).catch(
      () => null,
    );
    expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
  });

  it('answers the parsed body when it matches the contract', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ message: 'E-mail confirmado com sucesso!', extra: 'dropped' }),
    );
    expect(await ecom('confirmEmail', { params: { uid: 'u-1', token: 't.1' } })).toEqual({
      message: 'E-mail confirmado com sucesso!',
    });
  });

  it('refuses an answer the contract does not describe with the server-error text', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ data: [{ ...ADDRESS, id: 'seven' }] }));
    const error = await ecom('addresses').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EcomError);
    expect((error as EcomError).message).toBe('Ocorreu um erro interno no servidor!');
  });

  it('maps a 422 to field errors and fires the session-lost event on a 401 (not for a failed login)', async () => {
    const lost = vi.fn();
    window.addEventListener('ecom:session-lost', lost);
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Não autenticado.' }, { status: 401 }));
    await ecom('me').catch(() => null);
    await ecom('login', { json: { email: 'a@b.co', password: 'x' } }).catch(() => null);
    expect(lost).toHaveBeenCalledTimes(1);
    vi.stubGlobal('fetch', async () =>
      Response.json({ errors: { email: ['E-mail inválido'] } }, { status: 422 }),
    );
    const error = (await ecom('checkEmail', { json: { email: 'x' } }).catch((e: unknown) => e)) as EcomError;
    expect(error.fieldErrors).toEqual({ email: ['E-mail inválido'] });
  });

  it('says the service is unavailable when there is no answer', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    const error = await ecom('me').catch((e: unknown) => e);
    expect((error as EcomError).message).toBe('Serviço indisponível, tente novamente mais tarde!');
  });
});

describe('the /api/ecom allowlist is the table', () => {
  const sample: Record<string, string> = {
    externalId: ID,
    orderId: ID,
    cartId: '12',
    productId: '345',
    addressId: '9',
    side: 'frente',
    cep: '01310-100',
    uid: 'abc',
    token: 'x.y',
  };
  const proxied = (Object.keys(OPERATIONS) as OperationName[]).filter((n) => !('handler' in OPERATIONS[n]));

  it.each(proxied)('allows %s with its own method only', (name) => {
    const op = OPERATIONS[name];
    const path = op.path.replace(/:(\w+)/g, (_, k: string) => sample[k]);
    expect(allowedEcomPath(op.method, path.split('/'))).toBe(`/ecom/${path}`);
    const other = op.method === 'GET' ? 'DELETE' : 'GET';
    const sameOther = proxied.some((n) => OPERATIONS[n].method === other && OPERATIONS[n].path === op.path);
    if (!sameOther) expect(allowedEcomPath(other, path.split('/'))).toBeNull();
  });

  it('leaves login, registration and logout to their own handlers', () => {
    expect(allowedEcomPath('POST', ['login'])).toBeNull();
    expect(allowedEcomPath('POST', ['cliente', 'cadastrar'])).toBeNull();
    expect(allowedEcomPath('POST', ['logout'])).toBeNull();
  });

  it('refuses parameters that do not look like theirs', () => {
    expect(allowedEcomPath('GET', ['venda', 'pedidos', 'not-a-uuid'])).toBeNull();
    expect(allowedEcomPath('GET', ['cliente', 'documentos', 'outro'])).toBeNull();
    expect(allowedEcomPath('PUT', ['cliente', 'address', '1e3'])).toBeNull();
  });
});
