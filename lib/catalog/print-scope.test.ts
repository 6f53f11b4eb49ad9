import { describe, expect, it } from 'vitest';
import { printRequestFromQuery, printRequestToQuery } from './print-scope';

describe('print scope query', () => {
  it('round-trips a listing scope', () => {
    const req = {
      locale: 'es-PY' as const,
      currency: 'pyg' as const,
      scope: { categoryId: 27, departmentId: 2, brandIds: [3, 4], sort: 'price-asc' as const, text: 'oud' },
    };
    expect(printRequestFromQuery(printRequestToQuery(req))).toEqual(req);
  });
  it('rejects unknown languages or currencies and drops bad filters', () => {
    expect(printRequestFromQuery(new URLSearchParams('locale=en&currency=usd'))).toBeNull();
    expect(printRequestFromQuery(new URLSearchParams('locale=pt-BR&currency=eur'))).toBeNull();
    expect(
      printRequestFromQuery(
        new URLSearchParams('locale=pt-BR&currency=usd&category_id=-1&sort=x&brand_ids=1,a,2'),
      ),
    ).toEqual({
      locale: 'pt-BR',
      currency: 'usd',
      scope: { brandIds: [1, 2] },
    });
  });
});
