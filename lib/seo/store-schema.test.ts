import { describe, expect, it } from 'vitest';
import { storeJsonLd } from './store-schema';

describe('storeJsonLd', () => {
  const ld = storeJsonLd('es-PY', 'Perfumes y electrónicos', 'https://loja.example');
  it('describes the store with address, geo, hours (Mo–Sa 08:00–18:00), phone and url', () => {
    expect(ld['@type']).toBe('Store');
    expect(ld.url).toBe('https://loja.example/es-PY');
    expect(ld.address).toMatchObject({
      '@type': 'PostalAddress',
      addressLocality: 'Ciudad del Este',
      addressCountry: 'PY',
    });
    expect(ld.geo['@type']).toBe('GeoCoordinates');
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]);
    expect(ld.telephone).toMatch(/^\+595\d+$/);
    expect(ld.image).toBe('https://loja.example/og.png');
  });
});
