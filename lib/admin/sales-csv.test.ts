import { describe, expect, it } from 'vitest';
import { salesCsv } from './sales-csv';

describe('the sales report CSV', () => {
  it('has one row per period and source with the count and a column per currency, numbers as text', () => {
    const csv = salesCsv(
      {
        currencies: ['PYG', 'USD'],
        rows: [
          {
            period: '2026-11-25',
            key: 'whatsapp',
            label: 'whatsapp',
            orders: 3,
            revenue: { PYG: 1250000, USD: 45.5 },
          },
          { period: '2026-11-25', key: '(direto)', label: '(direto)', orders: 1, revenue: { USD: 10 } },
        ],
      },
      { period: 'Período', key: 'Origem', orders: 'Pedidos' },
    );
    expect(csv).toBe(
      'Período,Origem,Pedidos,PYG,USD\r\n2026-11-25,whatsapp,3,1250000,45.50\r\n2026-11-25,(direto),1,0,10.00\r\n',
    );
  });

  it('escapes cells a spreadsheet would run as a formula, and quotes commas and quotes', () => {
    const csv = salesCsv(
      {
        currencies: ['USD'],
        rows: ['=HYPERLINK("x")', '+1', '-2', '@sum', 'a,"b"', '\tcmd', '\rcmd', 'whatsapp'].map((label) => ({
          period: '2026-11',
          key: label,
          label,
          orders: 1,
          revenue: { USD: 1 },
        })),
      },
      { period: 'p', key: 'k', orders: 'o' },
    );
    const cells = csv
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[1]);
    expect(cells.slice(0, 4)).toEqual(['"\'=HYPERLINK(""x"")"', "'+1", "'-2", "'@sum"]);
    expect(csv).toContain('"a,""b"""');
    // A tab or carriage return first runs as a formula in some spreadsheets too; a plain label stays as it is.
    expect(csv).toContain("\r\n2026-11,'\tcmd,1,1.00\r\n");
    expect(csv).toContain('\r\n2026-11,"\'\rcmd",1,1.00\r\n');
    expect(csv).toContain('\r\n2026-11,whatsapp,1,1.00\r\n');
  });
});
