import { describe, expect, it } from 'vitest';
import cities from './br-cities.json';
import states from './br-states.json';
import cepRanges from './cep-ranges.json';
import departments from './py-departments.json';

// These pin the committed JSON to the ids the spec was written against: a regenerated file that
// shifts an id must fail here, not in production data.

const stateId = (uf: string) => states.find((s) => s.uf === uf)!.estado_id;
const idsOf = (uf: string) => cities.filter((c) => c.estado_id === stateId(uf)).map((c) => c.cidade_id);

describe('Brazilian states', () => {
  it('has 27 states with ids alphabetical by UF', () => {
    expect(states).toHaveLength(27);
    const ufs = states.map((s) => s.uf);
    expect(ufs).toEqual([...ufs].sort());
    expect(states.map((s) => s.estado_id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(stateId('AC')).toBe(1);
    expect(stateId('SP')).toBe(26);
    expect(stateId('TO')).toBe(27);
  });

  it('has accented names and 2-digit IBGE codes', () => {
    const byUf = Object.fromEntries(states.map((s) => [s.uf, s]));
    expect(byUf.SP.estado_nome).toBe('São Paulo');
    expect(byUf.AP.estado_nome).toBe('Amapá');
    expect(byUf.SP.ibge_codigo).toBe('35');
    expect(byUf.RO.ibge_codigo).toBe('11');
    for (const s of states) expect(s.ibge_codigo).toMatch(/^\d{2}$/);
  });
});

describe('Brazilian municipalities', () => {
  it('has 5571 municipalities with unique ids 1..5571 and unique 7-digit codes', () => {
    expect(cities).toHaveLength(5571);
    expect(cities.map((c) => c.cidade_id)).toEqual(Array.from({ length: 5571 }, (_, i) => i + 1));
    expect(new Set(cities.map((c) => c.cidade_codigo)).size).toBe(5571);
    for (const c of cities) expect(c.cidade_codigo).toMatch(/^\d{7}$/);
  });

  it('puts every IBGE code under its own state', () => {
    const codeById = new Map(states.map((s) => [s.estado_id, s.ibge_codigo]));
    for (const c of cities) expect(c.cidade_codigo.slice(0, 2)).toBe(codeById.get(c.estado_id));
  });

  it('numbers the 5570 older municipalities by IBGE code, the 2025 one last', () => {
    const older = cities.slice(0, 5570).map((c) => c.cidade_codigo);
    expect(older).toEqual([...older].sort());
    expect(cities[5570]).toEqual({
      cidade_id: 5571,
      cidade_codigo: '5101837',
      nome_cidade: 'Boa Esperança do Norte',
      estado_id: stateId('MT'),
    });
  });

  it.each([
    ['RO', 1, 52],
    ['RR', 137, 151],
    ['PA', 152, 295],
    ['PI', 668, 891],
    ['RN', 1076, 1242],
    ['PB', 1243, 1465],
    ['PE', 1466, 1650],
    ['SE', 1753, 1827],
    ['RJ', 3176, 3267],
    ['PR', 3913, 4311],
    ['SC', 4312, 4606],
    ['RS', 4607, 5103],
    ['MS', 5104, 5182],
  ] as const)('%s has exactly the ids %i..%i', (uf, first, last) => {
    const ids = idsOf(uf);
    expect(ids).toEqual(Array.from({ length: last - first + 1 }, (_, i) => first + i));
  });

  it('MT has 5183..5323 plus the new municipality 5571', () => {
    const ids = idsOf('MT');
    expect(ids).toHaveLength(142);
    expect(ids.slice(0, 141)).toEqual(Array.from({ length: 141 }, (_, i) => 5183 + i));
    expect(ids[141]).toBe(5571);
  });

  it('MG ends at 3097 with 2478..3097 all in MG, SP starts at 3268', () => {
    const mg = idsOf('MG');
    expect(Math.max(...mg)).toBe(3097);
    for (let id = 2478; id <= 3097; id++) expect(mg).toContain(id);
    expect(Math.min(...idsOf('SP'))).toBe(3268);
  });

  it('matches the spec state counts', () => {
    const counts = { MS: 79, MT: 142, PA: 144, PB: 223, PE: 185, PI: 224, RJ: 92, RN: 167, RO: 52, RR: 15, SE: 75 };
    for (const [uf, n] of Object.entries(counts)) expect(idsOf(uf), uf).toHaveLength(n);
  });

  it('keeps accented names', () => {
    const df = cities.filter((c) => c.estado_id === stateId('DF'));
    expect(df).toEqual([{ cidade_id: 5570, cidade_codigo: '5300108', nome_cidade: 'Brasília', estado_id: 7 }]);
    expect(cities.filter((c) => c.nome_cidade === 'Brasília')).toHaveLength(1);
    const sp = cities.find((c) => c.cidade_codigo === '3550308')!;
    expect(sp).toMatchObject({ nome_cidade: 'São Paulo', estado_id: stateId('SP') });
    const itaporanga = cities.find((c) => c.nome_cidade === 'Itaporanga' && c.estado_id === stateId('PB'))!;
    expect(itaporanga.cidade_id).toBe(1333);
  });
});

describe('CEP ranges', () => {
  const ufOf = (cep: string) => cepRanges.find((r) => cep >= r.inicio && cep <= r.fim)?.uf;

  it('covers all 27 states with sorted, non-overlapping 8-digit ranges', () => {
    expect(new Set(cepRanges.map((r) => r.uf)).size).toBe(27);
    for (const [i, r] of cepRanges.entries()) {
      expect(r.inicio).toMatch(/^\d{8}$/);
      expect(r.fim).toMatch(/^\d{8}$/);
      expect(r.inicio <= r.fim).toBe(true);
      expect(r.estado_id).toBe(stateId(r.uf));
      if (i > 0) expect(cepRanges[i - 1].fim < r.inicio).toBe(true);
    }
  });

  it('maps sample CEPs to their state', () => {
    expect(ufOf('01310100')).toBe('SP'); // Av. Paulista
    expect(ufOf('20040002')).toBe('RJ');
    expect(ufOf('70040010')).toBe('DF');
    expect(ufOf('72800000')).toBe('GO');
    expect(ufOf('69900000')).toBe('AC');
    expect(ufOf('69301000')).toBe('RR');
    expect(ufOf('78005000')).toBe('MT');
    expect(ufOf('79002000')).toBe('MS');
    expect(ufOf('85851000')).toBe('PR'); // Foz do Iguaçu
    expect(ufOf('00999999')).toBeUndefined();
  });
});

describe('Paraguay', () => {
  const all = departments.flatMap((d) => d.cidades);
  const dept = (name: string) => departments.find((d) => d.estado_nome === name)!;

  it('has 18 departments ordered by official code and 272 districts', () => {
    expect(departments).toHaveLength(18);
    expect(departments.map((d) => d.codigo)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(departments.map((d) => d.estado_id)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect(all).toHaveLength(272);
  });

  it('has unique district ids 1..272 in official code order and unique official codes', () => {
    const byCode = [...all].sort((a, b) => a.cidade_codigo - b.cidade_codigo);
    expect(byCode.map((c) => c.cidade_id)).toEqual(Array.from({ length: 272 }, (_, i) => i + 1));
    expect(new Set(all.map((c) => c.cidade_codigo)).size).toBe(272);
  });

  it('uses accented department names', () => {
    expect(departments.map((d) => d.estado_nome).sort()).toEqual(
      [
        'Alto Paraná', 'Itapúa', 'Ñeembucú', 'Caaguazú', 'Caazapá', 'Concepción', 'Guairá', 'Paraguarí',
        'Presidente Hayes', 'Boquerón', 'Canindeyú', 'Amambay', 'Cordillera', 'Central', 'Misiones',
        'San Pedro', 'Alto Paraguay', 'Asunción',
      ].sort(),
    );
    expect(dept('Asunción').codigo).toBe(1);
    expect(dept('Alto Paraná').codigo).toBe(11);
  });

  it.each([
    ['Ciudad del Este', 'Alto Paraná', 145],
    ['Hernandarias', 'Alto Paraná', 142],
    ['Presidente Franco', 'Alto Paraná', 149],
    ['Minga Guazú', 'Alto Paraná', 210],
    ['Encarnación', 'Itapúa', 87],
    ['San Lorenzo', 'Central', 164],
    ['Fernando de la Mora', 'Central', 154],
    ['Luque', 'Central', 159],
    ['Lambaré', 'Central', 169],
    ['Capiatá', 'Central', 153],
    ['Mariano Roque Alonso', 'Central', 160],
    ['Ñemby', 'Central', 161],
    ['Villa Elisa', 'Central', 165],
    ['Limpio', 'Central', 158],
    ['Itauguá', 'Central', 157],
    ['Caacupé', 'Cordillera', 26],
    ['Coronel Oviedo', 'Caaguazú', 61],
    ['Pedro Juan Caballero', 'Amambay', 185],
    ['Concepción', 'Concepción', 2],
    ['Villarrica', 'Guairá', 45],
    ['Salto del Guairá', 'Canindeyú', 207],
    ['Pilar', 'Ñeembucú', 171],
    ['Filadelfia', 'Boquerón', 259],
    ['Asunción', 'Asunción', 1],
  ] as const)('%s is in %s with SIFEN code %i', (name, department, code) => {
    const city = dept(department).cidades.find((c) => c.nome_cidade === name);
    expect(city?.cidade_codigo).toBe(code);
  });

  it('has no leftover source artefacts in names', () => {
    for (const c of all) {
      expect(c.nome_cidade).not.toMatch(/\(MUNICIPIO\)|\(DISTRITO\)|GRAL\.|CNEL\.|MCAL\.|^[A-ZÑ .]+$/);
      expect(c.nome_cidade).not.toMatch(/ (Del|De|La|Los|Las|Y) /);
    }
  });
});
