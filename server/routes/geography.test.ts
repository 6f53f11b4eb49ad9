import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityByCode, StateWithCities } from '../../lib/contract/geo';
import { startTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi(50);
});
afterAll(() => api?.close());

describe('GET /ecom/endereco/estados', () => {
  it('lists the 27 Brazilian states with all 5571 municipalities and the spec ids', async () => {
    const res = await api.get<StateWithCities[]>('/ecom/endereco/estados?pais_id=1');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(27);
    const cities = res.body.flatMap((s) => s.cidades);
    expect(cities).toHaveLength(5571);
    const sp = res.body.find((s) => s.estado_id === 26)!;
    expect(sp.estado_nome).toBe('São Paulo');
    expect(sp.cidades.find((c) => c.nome_cidade === 'São Paulo')!.cidade_codigo).toBe('3550308');
    const pb = res.body.find((s) => s.estado_id === 15)!;
    expect(pb.cidades.find((c) => c.cidade_id === 1333)!.nome_cidade).toBe('Itaporanga');
    const df = res.body.find((s) => s.estado_id === 7)!;
    expect(df.cidades.map((c) => c.nome_cidade)).toEqual(['Brasília']);
  });

  it('lists Paraguay’s 18 departments with accented district names, without the placeholder', async () => {
    const res = await api.get<StateWithCities[]>('/ecom/endereco/estados?pais_id=2');
    expect(res.body).toHaveLength(18);
    const alto = res.body.find((s) => s.estado_nome === 'Alto Paraná')!;
    expect(alto.cidades.map((c) => c.nome_cidade)).toContain('Ciudad del Este');
    expect(res.body.map((s) => s.estado_nome)).toEqual(
      expect.arrayContaining(['Itapúa', 'Ñeembucú', 'Asunción']),
    );
    expect(res.body.flatMap((s) => s.cidades).some((c) => /sin equivalencia/i.test(c.nome_cidade))).toBe(
      false,
    );
  });

  it('supports conditional requests and rejects other countries', async () => {
    const first = await api.get('/ecom/endereco/estados?pais_id=2');
    const etag = String(first.headers.etag);
    const again = await api.app.inject({
      method: 'GET',
      url: '/ecom/endereco/estados?pais_id=2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect((await api.get('/ecom/endereco/estados?pais_id=3')).status).toBe(422);
    expect((await api.get('/ecom/endereco/estados')).status).toBe(422);
  });
});

describe('POST /ecom/endereco/cidade-por-codigo', () => {
  it('finds a city by its IBGE code with its state and country', async () => {
    const res = await api.post<CityByCode>('/ecom/endereco/cidade-por-codigo', {
      pais_id: 1,
      codigo: '4108304',
    });
    expect(res.status).toBe(200);
    expect(res.body.nome).toBe('Foz do Iguaçu');
    expect(res.body.estado).toMatchObject({ id: 18, uf: 'PR', pais_id: 1 });
    expect(res.body.id).toBeGreaterThanOrEqual(3913);
    expect(res.body.id).toBeLessThanOrEqual(4311);
  });

  it('answers 404 for an unknown code and 422 for bad input', async () => {
    const missing = await api.post<{ message: string }>('/ecom/endereco/cidade-por-codigo', {
      pais_id: 1,
      codigo: '9999999',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Cidade não encontrada.');
    const bad = await api.post<{ errors: Record<string, string[]> }>('/ecom/endereco/cidade-por-codigo', {
      pais_id: 1,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.codigo).toEqual(['Este campo é Obrigatório']);
    const junk = await api.app.inject({
      method: 'POST',
      url: '/ecom/endereco/cidade-por-codigo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(junk.statusCode).toBe(400);
    expect(junk.json().message).toBe('Requisição inválida.');
  });
});
