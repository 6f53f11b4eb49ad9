import { z } from 'zod';
import { wholeNumber } from './common';

export const statesQuerySchema = z.object({
  pais_id: wholeNumber.pipe(z.union([z.literal(1), z.literal(2)])),
});

export const stateWithCitiesSchema = z.object({
  estado_id: z.number().int(),
  estado_nome: z.string(),
  uf: z.string().nullable(),
  cidades: z.array(
    z.object({ cidade_id: z.number().int(), cidade_codigo: z.string(), nome_cidade: z.string() }),
  ),
});
export const statesResponseSchema = z.array(stateWithCitiesSchema);
export type StateWithCities = z.infer<typeof stateWithCitiesSchema>;

export const cityByCodeBodySchema = z.object({
  pais_id: wholeNumber.pipe(z.union([z.literal(1), z.literal(2)])),
  codigo: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().regex(/^\d{1,7}$/)),
});

export const cityByCodeResponseSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  codigo: z.string(),
  estado: z.object({
    id: z.number().int(),
    nome: z.string(),
    uf: z.string().nullable(),
    pais_id: z.number().int(),
  }),
});
export type CityByCode = z.infer<typeof cityByCodeResponseSchema>;
