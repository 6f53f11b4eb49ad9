import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, brazilian, jpeg, multipart, paraguayan, register } from '../test/account-fixtures';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
let ana: string; // Brazilian
let luis: string; // Paraguayan
const viaCep = new Map<string, unknown>();
let network = true;

// No internet here: ViaCEP is a fake that answers from a map, or fails like a dead network.
const fakeFetch = (async (url: string) => {
  if (!network) throw new TypeError('fetch failed');
  const cep = /ws\/(\d{8})\/json/.exec(String(url))?.[1] ?? '';
  return new Response(JSON.stringify(viaCep.get(cep) ?? { erro: 'true' }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}) as typeof fetch;

beforeAll(async () => {
  api = await startTestApi(30, { deps: { fetch: fakeFetch } });
  ana = (await register(api.app, brazilian('ana@example.com'))).json().token;
  luis = (await register(api.app, paraguayan('luis@example.com'))).json().token;
});
afterAll(() => api?.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => api.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });

const brAddress = {
  nome: 'Trabalho',
  cep: '20040-020',
  logradouro: 'Rua da Assembleia',
  numero: '10',
  bairro: 'Centro',
  cidade_id: 3243,
  estado_id: 19,
  pais: 'Brasil',
  complemento: '',
  como_chegar: '',
  ativo: true,
  principal: false,
};

describe('addresses', () => {
  let rioId: number;

  it('adds an address (Brazil needs a CEP, the city must be in the state) and lists active ones, main first', async () => {
    const noCep = await call('POST', '/ecom/cliente/address', ana, { ...brAddress, cep: '' });
    expect(noCep.statusCode).toBe(422);
    expect(noCep.json().errors.cep).toEqual(['Este campo é Obrigatório']);
    const res = await call('POST', '/ecom/cliente/address', ana, brAddress);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data;
    expect(list.map((a: { nome: string; principal: boolean }) => [a.nome, a.principal])).toEqual([
      ['Principal', true],
      ['Trabalho', false],
    ]);
    rioId = list[1].id;
    expect(list[1]).toMatchObject({
      cidade: 'Rio de Janeiro',
      estado: 'Rio de Janeiro',
      pais: 'Brasil',
      pais_id: 1,
      cep: '20040-020',
    });
    const wrongCountry = await call('POST', '/ecom/cliente/address?lang=es', luis, { ...brAddress, cep: '' });
    expect(wrongCountry.json().errors.cidade_id).toEqual([
      'El país de la dirección no corresponde a la nacionalidad del registro.',
    ]);
  });

  it('sets exactly one main address, and removing it promotes another', async () => {
    const res = await call('PATCH', `/ecom/cliente/address/${rioId}/set-main`, ana);
    expect(res.statusCode).toBe(200);
    const mains = res.json().data.filter((a: { principal: boolean }) => a.principal);
    expect(mains.map((a: { id: number }) => a.id)).toEqual([rioId]);
    const removed = await call('PUT', `/ecom/cliente/address/${rioId}`, ana, {
      ativo: false,
      nome: 'Trabalho',
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toHaveLength(1);
    expect(removed.json().data[0]).toMatchObject({ nome: 'Principal', principal: true });
    expect((await call('GET', '/ecom/cliente/address', ana)).json().data).toHaveLength(1);
    const again = await call('PUT', `/ecom/cliente/address/${rioId}`, ana, { ativo: false });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Endereço não encontrado.' });
    const notDelete = await call('PUT', `/ecom/cliente/address/${rioId}`, ana, { ativo: true });
    expect(notDelete.statusCode).toBe(422);
  });

  it("answers 404 to another customer's address ids and never shows them", async () => {
    const anaMain = (await call('GET', '/ecom/cliente/address', ana)).json().data[0].id;
    const setMain = await call('PATCH', `/ecom/cliente/address/${anaMain}/set-main?lang=es`, luis);
    expect(setMain.statusCode).toBe(404);
    expect(setMain.json()).toEqual({ message: 'Dirección no encontrada.' });
    expect((await call('PUT', `/ecom/cliente/address/${anaMain}`, luis, { ativo: false })).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/ecom/cliente/address', ana)).json().data[0]).toMatchObject({
      id: anaMain,
      ativo: true,
      principal: true,
    });
    const luisList = (await call('GET', '/ecom/cliente/address', luis)).json().data;
    expect(luisList.map((a: { id: number }) => a.id)).not.toContain(anaMain);
    expect((await call('GET', '/ecom/cliente/address')).statusCode).toBe(401);
  });
});

describe('profile and documents', () => {
  it('updates phone and document, keeping the document type to the nationality', async () => {
    const send = (token: string, fields: Record<string, string>, files = {}) => {
      const m = multipart(fields, files);
      return api.app.inject({
        method: 'POST',
        url: '/ecom/cliente/update-profile',
        payload: m.payload,
        headers: { ...m.headers, ...bearer(token) },
      });
    };
    const wrong = await send(luis, {
      telefone: '+595 983 000 111',
      documento_tipo: 'CPF',
      documento: '529.982.247-25',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.documento_tipo).toEqual(['Tipo de documento inválido']);
    // The nationality's refusal, a bad image and the form's own errors come back together, under the form's names.
    const all = await send(
      luis,
      { telefone: '', documento_tipo: 'CPF', documento: '529.982.247-25' },
      { verso: { data: Buffer.from('not an image'), filename: 'v.jpg', type: 'image/jpeg' } },
    );
    expect(all.statusCode).toBe(422);
    expect(Object.keys(all.json().errors).sort()).toEqual(['documento_tipo', 'telefone', 'verso']);
    const ok = await send(
      luis,
      { telefone: '+595 983 000 111', documento_tipo: 'CEDULA', documento: '1.234.567' },
      { frente: { data: await jpeg(), filename: 'nova.jpg', type: 'image/jpeg' } },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      telefone: '+595 983 000 111',
      documento_tipo: 'CEDULA',
      documento: '1.234.567',
      documentos: { frente: true, verso: true },
    });
    const front = await call('GET', '/ecom/cliente/documentos/frente', luis);
    expect(front.headers['content-type']).toBe('image/jpeg');
  });

  it("never serves another customer's documents", async () => {
    // Ana's front is the PNG she registered with; Luis replaced his with a JPEG above.
    const mine = await call('GET', '/ecom/cliente/documentos/frente', ana);
    const theirs = await call('GET', '/ecom/cliente/documentos/frente', luis);
    expect([mine.statusCode, mine.headers['content-type']]).toEqual([200, 'image/png']);
    expect([theirs.statusCode, theirs.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // A customer without documents gets 404, not someone else's.
    const fresh = (await register(api.app, brazilian('semdoc@example.com'))).json().token;
    await api.database.db.execute(
      sql`DELETE FROM uploaded_documents WHERE customer_id = (SELECT id FROM customers WHERE email = 'semdoc@example.com')`,
    );
    expect((await call('GET', '/ecom/cliente/documentos/frente', fresh)).statusCode).toBe(404);
  });
});

describe('CEP lookup', () => {
  it('fills street, district, city and state ids from ViaCEP when the IBGE code maps', async () => {
    viaCep.set('01310100', {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    });
    const res = await call('GET', '/ecom/endereco/cep/01310100');
    expect(res.json()).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      cidade_id: 3830,
      estado: 'São Paulo',
      estado_id: 26,
      uf: 'SP',
      pais_id: 1,
      manual: false,
      fonte: 'viacep',
    });
  });

  it('answers 404 with the spec message for a CEP that does not exist', async () => {
    const res = await call('GET', '/ecom/endereco/cep/99999-999?lang=pt');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'CEP não encontrado. Selecione o estado e a cidade manualmente.' });
    expect((await call('GET', '/ecom/endereco/cep/12ab')).statusCode).toBe(422);
  });

  it('falls back to the offline range table when ViaCEP is unreachable: state known, city manual', async () => {
    network = false;
    const res = await call('GET', '/ecom/endereco/cep/80010-000');
    network = true;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cep: '80010-000',
      estado_id: 18,
      uf: 'PR',
      cidade_id: null,
      manual: true,
      fonte: 'offline',
    });
  });
});

describe('wishlist', () => {
  it('saves, lists with current price in the requested currency, removes and imports', async () => {
    const products = (
      await api.get<{ data: { id: number }[] }>('/api/public/products?per_page=5')
    ).body.data.map((p) => p.id);
    const put = await call('PUT', `/ecom/cliente/favoritos/${products[0]}?moeda_id=3`, ana);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().produto_ids).toEqual([products[0]]);
    expect(put.json().data[0]).toMatchObject({ id: products[0], moeda: { id: 3, simbolo: 'G$' } });
    await call('PUT', `/ecom/cliente/favoritos/${products[0]}`, ana);
    const imported = await call('POST', '/ecom/cliente/favoritos/importar', ana, {
      produto_ids: [products[1], products[2], products[1], 99999999],
    });
    expect(imported.json().produto_ids.sort()).toEqual([products[0], products[1], products[2]].sort());
    const removed = await call('DELETE', `/ecom/cliente/favoritos/${products[0]}`, ana);
    expect(removed.json().produto_ids).not.toContain(products[0]);
    expect((await call('GET', '/ecom/cliente/favoritos', luis)).json()).toEqual({
      produto_ids: [],
      data: [],
    });
    expect((await call('PUT', '/ecom/cliente/favoritos/99999999', ana)).statusCode).toBe(404);
    expect((await call('GET', '/ecom/cliente/favoritos')).statusCode).toBe(401);
  });
});
