import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../project-root';
import { z } from 'zod';

/** What the public ViaCEP service answers for a known CEP (unknown ones: {erro: true}). */
const viaCepSchema = z.object({
  logradouro: z.string().optional().default(''),
  bairro: z.string().optional().default(''),
  localidade: z.string().optional().default(''),
  uf: z.string().optional().default(''),
  ibge: z.string().optional().default(''),
});

export type PostalCodeAnswer =
  | { source: 'viacep'; street: string; district: string; city: string; uf: string; ibge: string }
  | { source: 'offline'; uf: string; stateId: number };

interface CepRange {
  uf: string;
  estado_id: number;
  inicio: string;
  fim: string;
}

// From the project root: the built API (dist/server) has another import.meta.dirname.
const RANGES_FILE = path.join(PROJECT_ROOT, 'data/geo/cep-ranges.json');
let ranges: CepRange[] | undefined;
const loadRanges = () => (ranges ??= JSON.parse(readFileSync(RANGES_FILE, 'utf8')) as CepRange[]);

/** The state of a CEP from the Correios ranges shipped in data/geo (no city: the shopper picks it). */
export function stateByCepRange(cep8: string): { uf: string; stateId: number } | undefined {
  const r = loadRanges().find((x) => cep8 >= x.inicio && cep8 <= x.fim);
  return r && { uf: r.uf, stateId: r.estado_id };
}

/**
 * Brazilian postal codes: ViaCEP (https://viacep.com.br/ws/{cep}/json/) with a 3 s timeout; when it cannot be
 * reached or answers badly, the offline range table. A CEP ViaCEP says does not exist is not found (undefined).
 */
export function postalCodeAdapter({ fetch: doFetch = globalThis.fetch, timeoutMs = 3000 } = {}) {
  return {
    async lookup(cep8: string): Promise<PostalCodeAnswer | undefined> {
      const offline = (): PostalCodeAnswer | undefined => {
        const s = stateByCepRange(cep8);
        return s && { source: 'offline', uf: s.uf, stateId: s.stateId };
      };
      let body: unknown;
      try {
        const res = await doFetch(`https://viacep.com.br/ws/${cep8}/json/`, {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return offline();
        body = await res.json();
      } catch {
        return offline();
      }
      if (body && typeof body === 'object' && 'erro' in body) return undefined;
      const parsed = viaCepSchema.safeParse(body);
      if (!parsed.success || !parsed.data.uf) return offline();
      const v = parsed.data;
      return {
        source: 'viacep',
        street: v.logradouro,
        district: v.bairro,
        city: v.localidade,
        uf: v.uf,
        ibge: v.ibge,
      };
    },
  };
}
export type PostalCodeAdapter = ReturnType<typeof postalCodeAdapter>;
