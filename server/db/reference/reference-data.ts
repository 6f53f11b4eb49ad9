import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../project-root';

/** Spec §3: 1 Brasil, 2 Paraguay. */
export const COUNTRIES = [
  { id: 1, name: 'Brasil', iso2: 'BR' },
  { id: 2, name: 'Paraguay', iso2: 'PY' },
] as const;

/** Spec §3: 1 BRL (R$, 2), 2 USD (U$, 2), 3 PYG (G$, 0), 4 ARS (P$, 2). */
export const CURRENCY_ROWS = [
  { id: 1, code: 'BRL', symbol: 'R$', decimals: 2 },
  { id: 2, code: 'USD', symbol: 'U$', decimals: 2 },
  { id: 3, code: 'PYG', symbol: 'G$', decimals: 0 },
  { id: 4, code: 'ARS', symbol: 'P$', decimals: 2 },
] as const;

/** Paraguayan departments and districts share the tables with Brazil, offset past Brazil's ids. */
export const PY_STATE_OFFSET = 100;
export const PY_CITY_OFFSET = 10_000;

export const DEFAULT_GEO_DIR = path.join(PROJECT_ROOT, 'data/geo');

export interface StateRow {
  id: number;
  country_id: number;
  name: string;
  code: string | null;
  official_code: string;
}
export interface CityRow {
  id: number;
  state_id: number;
  name: string;
  official_code: string;
}
export interface Geography {
  states: StateRow[];
  cities: CityRow[];
}

interface BrState {
  estado_id: number;
  uf: string;
  estado_nome: string;
  ibge_codigo: string | number;
}
interface BrCity {
  cidade_id: number;
  cidade_codigo: string | number;
  nome_cidade: string;
  estado_id: number;
}
interface PyDepartment {
  estado_id: number;
  codigo: string | number;
  estado_nome: string;
  cidades: Array<{ cidade_id: number; cidade_codigo: string | number; nome_cidade: string }>;
}

function readJson<T>(file: string): T {
  if (!existsSync(file)) {
    throw new Error(`Geography file missing: ${file} (expected the committed data/geo/*.json)`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function positiveInt(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
    throw new Error(`Geography: ${what} must be a positive integer, got ${JSON.stringify(value)}`);
  }
  return value;
}

/**
 * Reads the committed geography JSON and maps it onto the shared ids:
 * Brazil keeps states 1–27 and cities 1–5571; Paraguay gets 100 + estado_id and 10000 + cidade_id.
 */
export function loadGeography(geoDir: string = DEFAULT_GEO_DIR): Geography {
  const brStates = readJson<BrState[]>(path.join(geoDir, 'br-states.json'));
  const brCities = readJson<BrCity[]>(path.join(geoDir, 'br-cities.json'));
  const pyDepartments = readJson<PyDepartment[]>(path.join(geoDir, 'py-departments.json'));

  const states: StateRow[] = [];
  const cities: CityRow[] = [];
  for (const s of brStates) {
    const id = positiveInt(s.estado_id, 'br estado_id');
    if (id >= PY_STATE_OFFSET)
      throw new Error(`Geography: Brazilian state id ${id} collides with Paraguay's range`);
    states.push({ id, country_id: 1, name: s.estado_nome, code: s.uf, official_code: String(s.ibge_codigo) });
  }
  const brStateIds = new Set(states.map((s) => s.id));
  for (const c of brCities) {
    const id = positiveInt(c.cidade_id, 'br cidade_id');
    if (id >= PY_CITY_OFFSET)
      throw new Error(`Geography: Brazilian city id ${id} collides with Paraguay's range`);
    if (!brStateIds.has(c.estado_id))
      throw new Error(`Geography: city ${id} has unknown estado_id ${c.estado_id}`);
    cities.push({ id, state_id: c.estado_id, name: c.nome_cidade, official_code: String(c.cidade_codigo) });
  }
  for (const d of pyDepartments) {
    const stateId = PY_STATE_OFFSET + positiveInt(d.estado_id, 'py estado_id');
    states.push({
      id: stateId,
      country_id: 2,
      name: d.estado_nome,
      code: null,
      official_code: String(d.codigo),
    });
    for (const c of d.cidades) {
      const id = PY_CITY_OFFSET + positiveInt(c.cidade_id, 'py cidade_id');
      cities.push({ id, state_id: stateId, name: c.nome_cidade, official_code: String(c.cidade_codigo) });
    }
  }
  return { states, cities };
}

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Finds a Paraguayan district id by name (accent-insensitive); null when the data lacks it. */
export function findPyCity(geo: Geography, name: string, stateName?: string): CityRow | null {
  const wantState = stateName
    ? geo.states.find((s) => s.country_id === 2 && fold(s.name) === fold(stateName))
    : null;
  return (
    geo.cities.find(
      (c) =>
        c.id > PY_CITY_OFFSET && fold(c.name) === fold(name) && (!wantState || c.state_id === wantState.id),
    ) ?? null
  );
}

/** All district ids of a Paraguayan department, by department name. */
export function pyCityIdsOfState(geo: Geography, stateName: string): number[] {
  const state = geo.states.find((s) => s.country_id === 2 && fold(s.name) === fold(stateName));
  if (!state) return [];
  return geo.cities.filter((c) => c.state_id === state.id).map((c) => c.id);
}
