import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductsResponse, StartData } from '../../../lib/contract/catalog';
import { listProducts, startTestApi, type TestApi } from '../../test/harness';
import { readFeed, readFeedText, type FeedFormat } from './feed-reader';
import { importCatalog, type ImportOptions } from './import-run';
import { issueText } from './messages';
import { fetchPicture } from './picture-fetch';

let api: TestApi;
let mediaDir: string;
let pictureServer: Server;
let pictureBase: string;
let png: Buffer;

const HEADER =
  'codigo;nome_pt;nome_es;marca;categoria;categoria_es;departamento;valor_venda;estoque;mostrar_preco;tem_medida;especificacoes_pt;especificacoes_es;imagens';

function run(text: string, options: Partial<ImportOptions> & { format?: FeedFormat } = {}) {
  return importCatalog(api.database.db, {
    items: readFeedText(text, options.format ?? 'csv'),
    feedHash: createHash('sha256').update(text).digest('hex'),
    feedName: 'test.csv',
    dryRun: false,
    pictures: { mediaDir, fetch: { allowPrivate: true, timeoutMs: 3000 } },
    ...options,
  });
}

async function count(table: string): Promise<number> {
  const result = await api.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}

const fresh = async () => {
  await api.services.invalidateCatalog();
};

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'import-media-'));
  png = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
  pictureServer = createServer((req, res) => {
    if (req.url === '/ok.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/text.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
    else if (req.url === '/huge.png')
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(2 * 1024 * 1024));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`;
  // An empty store: what production starts with (reference data only, no demo).
  api = await startTestApi(0, { config: { mediaDir }, demoMedia: false });
}, 120_000);

afterAll(async () => {
  await api?.close();
  pictureServer?.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

describe('an empty production store', () => {
  it('has the reference data and no products, brands, banners or sellers', async () => {
    expect(await count('products')).toBe(0);
    expect(await count('brands')).toBe(0);
    expect(await count('banners')).toBe(0);
    expect(await count('sellers')).toBe(0);
    expect(await count('currencies')).toBe(4);
    expect(await count('cities')).toBeGreaterThan(5000);
    expect(await count('exchange_rates')).toBe(3);
    expect(await count('pickup_points')).toBe(1);
    expect((await listProducts(api, 'all_products=1')).total).toBe(0);
  });
});

describe('catalog import: dry run, apply, idempotence', () => {
  const feed = [
    HEADER,
    'PERF-001;Perfume Âmbar Noturno 100ml;Perfume Ámbar Nocturno 100ml;Lattafa Pride;Perfumaria;Perfumería;Masculinos;"49,90";12;sim;sim;Volume: 100 ml | Família: Amadeirada;Volumen: 100 ml | Familia: Amaderada;',
    'CEL-777;Celular Zyxo Pro 256GB;Celular Zyxo Pro 256GB;Zyxo;Eletrônicos;Electrónicos;Celulares;1299.00;3;1;1;Memória: 256 GB;Memoria: 256 GB;',
    ';Sem código;Sin código;X;Perfumaria;;;10;1;;;;;',
    'NEG-1;Produto negativo;Producto negativo;X;Perfumaria;;;-5;1;;;;;',
  ].join('\n');

  it('dry run lists what would be created and the row errors in both languages, and writes nothing', async () => {
    const report = await run(feed, { dryRun: true });
    expect(report).toMatchObject({
      dryRun: true,
      kind: 'full',
      records: 4,
      validRows: 2,
      created: 2,
      changed: 0,
      unchanged: 0,
      errorCount: 2,
      runId: null,
    });
    expect(report.taxonomy.brands).toEqual(['Lattafa Pride', 'Zyxo']);
    expect(report.taxonomy.categories).toEqual(['Perfumaria', 'Eletrônicos']);
    const missing = report.issues.find((i) => i.line === 4)!;
    expect(missing.code).toBe('code-missing');
    expect(issueText(missing, 'pt')).toBe('Falta o código do produto.');
    expect(issueText(missing, 'es')).toBe('Falta el código del producto.');
    const negative = report.issues.find((i) => i.line === 5)!;
    expect(negative).toMatchObject({ code: 'price-negative', productCode: 'NEG-1' });
    expect(issueText(negative, 'es')).toBe('Precio negativo: "-5".');
    expect(await count('products')).toBe(0);
    expect(await count('brands')).toBe(0);
    expect(await count('catalog_import_runs')).toBe(0);
  });

  it('apply creates the valid rows; the listing, text search, autocomplete and product page find them', async () => {
    const report = await run(feed);
    expect(report).toMatchObject({ finished: true, created: 2, changed: 0, errorCount: 2 });
    await fresh();
    const all = await listProducts(api, 'all_products=1&lang=pt');
    expect(all.data.map((p) => p.codigo).sort()).toEqual(['CEL-777', 'PERF-001']);
    const perfume = all.data.find((p) => p.codigo === 'PERF-001')!;
    expect(perfume.valor_venda).toBe(49.9);
    expect(perfume.tem_estoque).toBe(true);
    // Text search by an accent-free word of the Portuguese name, and by the Spanish one.
    expect((await listProducts(api, 'text=ambar&lang=pt')).data.map((p) => p.codigo)).toEqual(['PERF-001']);
    expect((await listProducts(api, 'text=nocturno&lang=es')).data.map((p) => p.codigo)).toEqual([
      'PERF-001',
    ]);
    // Autocomplete: in stock, by name, a prefix of a word.
    const suggest = await listProducts(
      api,
      'text=zyx&tem_estoque=1&all_products=1&per_page=4&order_by=p_text&order=asc&lang=pt',
    );
    expect(suggest.data.map((p) => p.codigo)).toEqual(['CEL-777']);
    // By brand and category, as the menus list them.
    const start = (await api.get<StartData>('/api/public/start?lang=pt')).body;
    const zyxo = start.brands.find((b) => b.nome === 'Zyxo')!;
    expect((await listProducts(api, `brand_id=${zyxo.id}`)).data.map((p) => p.codigo)).toEqual(['CEL-777']);
    const page = await api.get<ProductDetail>(`/api/public/products/slug/${perfume.slug}?lang=es`);
    expect(page.status).toBe(200);
    expect(page.body.nome).toBe('Perfume Ámbar Nocturno 100ml');
    expect(page.body.especificacoes).toEqual([
      { nome: 'Volumen', valor: '100 ml' },
      { nome: 'Familia', valor: 'Amaderada' },
    ]);
  });

  it('the same feed again changes nothing', async () => {
    const stamps = async () =>
      (
        (await api.database.db.execute(
          sql`SELECT code, updated_at::text AS t FROM products ORDER BY code`,
        )) as unknown as { rows: unknown[] }
      ).rows;
    const before = await stamps();
    const report = await run(feed);
    expect(report).toMatchObject({ created: 0, changed: 0, unchanged: 2 });
    expect(await stamps()).toEqual(before);
    expect(await count('brands')).toBe(2);
  });

  it('a changed price and stock is one changed row, other rows left', async () => {
    const changed = feed.replace('"49,90";12', '"59,90";0');
    const dry = await run(changed, { dryRun: true });
    expect(dry).toMatchObject({ created: 0, changed: 1, unchanged: 1 });
    const report = await run(changed);
    expect(report).toMatchObject({ created: 0, changed: 1, unchanged: 1 });
    await fresh();
    const perfume = (await listProducts(api, 'text=ambar&lang=pt')).data[0];
    expect(perfume).toMatchObject({ valor_venda: 59.9, tem_estoque: false });
  });

  it('new specifications replace a product’s old ones, beside a new product in the same batch', async () => {
    const report = await run(
      'codigo;especificacoes_pt;especificacoes_es;nome_pt;categoria;valor_venda\n' +
        'PERF-001;Volume: 50 ml;Volumen: 50 ml;;;\n' +
        'NEW-SPEC;Cor: Azul;Color: Azul;Caneca Espec;Perfumaria;7\n',
    );
    expect(report).toMatchObject({ created: 1, changed: 1, errorCount: 0 });
    await fresh();
    const specsOf = async (code: string) => {
      const item = (await listProducts(api, `text=${code}&lang=es`)).data.find((p) => p.codigo === code)!;
      return (await api.get<ProductDetail>(`/api/public/products/slug/${item.slug}?lang=es`)).body
        .especificacoes;
    };
    expect(await specsOf('PERF-001')).toEqual([{ nome: 'Volumen', valor: '50 ml' }]);
    expect(await specsOf('NEW-SPEC')).toEqual([{ nome: 'Color', valor: 'Azul' }]);
  });
});

describe('catalog import: the stock-and-price fast path', () => {
  it('updates only price and stock of known codes, reports unknown ones, and is idempotent', async () => {
    const feed = 'codigo,valor_venda,estoque\nCEL-777,1199.50,7\nPERF-001,59.90,4\nNOPE-9,10,1\n';
    const report = await run(feed);
    expect(report).toMatchObject({
      kind: 'stock-price',
      changed: 2,
      unchanged: 0,
      created: 0,
      errorCount: 1,
    });
    expect(report.issues[0]).toMatchObject({ line: 4, code: 'product-unknown', productCode: 'NOPE-9' });
    expect(await run(feed)).toMatchObject({ kind: 'stock-price', changed: 0, unchanged: 2 });
    await fresh();
    const phone = (await listProducts(api, 'text=zyxo&lang=pt')).data[0];
    expect(phone).toMatchObject({ valor_venda: 1199.5, qtde_disponivel: 7 });
  });

  it('converts a price given in guaranis at the store rate, and refuses an unknown currency', async () => {
    // 7315 PYG per dollar: 7,315,000 PYG is US$ 1000.00.
    const report = await run('codigo;valor_venda;moeda\nCEL-777;7315000;PYG\nPERF-001;10;XYZ\n');
    expect(report).toMatchObject({ changed: 1, errorCount: 1 });
    expect(report.issues[0]).toMatchObject({ code: 'currency-unknown', line: 3 });
    expect(issueText(report.issues[0], 'pt')).toContain('Moeda desconhecida: "XYZ"');
    await fresh();
    expect((await listProducts(api, 'text=zyxo&lang=pt')).data[0].valor_venda).toBe(1000);
  });
});

describe('catalog import: bad input never crashes', () => {
  it('reports bad quoting, a line over 1 MB, an unclosed quote and a repeated code by line; the good rows apply', async () => {
    const feed = [
      'codigo;nome_pt;categoria;valor_venda',
      'BAD-1;"Aspas"erradas;Perfumaria;10',
      `BIG-1;${'x'.repeat(1_100_000)};Perfumaria;10`,
      'GOOD-1;Creme Hidratante Lavanda;Perfumaria;15.5',
      'GOOD-1;Repetido;Perfumaria;16',
      'GOOD-2;Sabonete Vetiver;Perfumaria;4',
      'OPEN-1;"Nunca fechada;Perfumaria;10',
    ].join('\n');
    const report = await run(feed);
    expect(report).toMatchObject({ created: 2, records: 6 }); // the header is no record
    const byLine = Object.fromEntries(report.issues.map((i) => [i.line, i.code]));
    expect(byLine).toEqual({
      2: 'csv-quoting',
      3: 'record-too-long',
      5: 'code-repeated',
      7: 'csv-quote-not-closed',
    });
    expect(
      issueText(
        report.issues.find((i) => i.code === 'record-too-long')!,
        'es',
      ),
    ).toContain('supera');
    await fresh();
    expect((await listProducts(api, 'text=vetiver&lang=pt')).total).toBe(1);
  });

  it('a feed without a code column, an empty file and broken JSON are refused as a whole', async () => {
    await expect(run('nome;preco\nA;1\n')).rejects.toMatchObject({ code: 'feed-no-code-column' });
    await expect(run('')).rejects.toMatchObject({ code: 'feed-empty' });
    await expect(run('[{"codigo": "A"', { format: 'json' })).rejects.toMatchObject({ code: 'feed-json' });
  });

  it('reads a JSON feed with specifications in both languages', async () => {
    const feed = JSON.stringify({
      produtos: [
        {
          codigo: 'JSON-1',
          nome_pt: 'Fone Bluetooth Orbe',
          nome_es: 'Auricular Bluetooth Orbe',
          categoria: 'Eletrônicos',
          departamento: 'Áudio',
          valor_venda: 25,
          estoque: 9,
          mostrar_preco: false,
          especificacoes: [{ nome_pt: 'Cor', nome_es: 'Color', valor_pt: 'Preto', valor_es: 'Negro' }],
        },
        'not an object',
      ],
    });
    const report = await run(feed, { format: 'json' });
    expect(report).toMatchObject({ created: 1, errorCount: 1 });
    expect(report.issues[0]).toMatchObject({ line: 2, code: 'json-not-object' });
    expect(report.taxonomy.departments).toEqual(['Áudio']);
  });
});

describe('catalog import: resumable batches', () => {
  it('an apply stopped after its first batch resumes at the next one with the same feed', async () => {
    const lines = ['codigo;nome_pt;categoria;valor_venda'];
    for (let i = 1; i <= 5; i++) lines.push(`RES-${i};Item Retomado ${i};Perfumaria;${i}`);
    const feed = lines.join('\n');
    const first = await run(feed, { batchSize: 2, stopAfterBatches: 1 });
    expect(first).toMatchObject({ finished: false, created: 2 });
    const second = await run(feed, { batchSize: 2 });
    expect(second).toMatchObject({ finished: true, runId: first.runId, resumedAtRow: 2, created: 5 });
    expect(
      (await api.database.db.execute(
        sql`SELECT count(*)::int AS n FROM products WHERE code LIKE 'RES-%'`,
      )) as unknown,
    ).toMatchObject({ rows: [{ n: 5 }] });
    const third = await run(feed, { batchSize: 2 });
    expect(third.runId).not.toBe(first.runId);
    expect(third).toMatchObject({ resumedAtRow: 0, created: 0, unchanged: 5 });
  });
});

describe('catalog import: an initial load sets the indexes aside', () => {
  const indexCount = async () =>
    (
      (await api.database.db.execute(
        sql`SELECT count(*)::int AS n FROM pg_indexes WHERE tablename IN ('products', 'search_names')`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows[0].n;

  it('rebuilds them at the end, also when the run stopped part-way and is resumed; search still finds the rows', async () => {
    const all = await indexCount();
    const lines = ['codigo;nome_pt;categoria;marca;valor_venda;estoque'];
    for (let i = 1; i <= 6; i++) lines.push(`INI-${i};Lanterna Quasar ${i};Eletrônicos;Zyxo;${i}0;${i}`);
    const feed = lines.join('\n');
    const first = await run(feed, { batchSize: 2, stopAfterBatches: 2, initialLoad: 'always' });
    expect(first).toMatchObject({ finished: false, created: 4 });
    expect(await indexCount()).toBeLessThan(all - 30); // aside, as after a crash
    const second = await run(feed, { batchSize: 2 });
    expect(second).toMatchObject({ finished: true, resumedAtRow: 4, created: 6 });
    expect(await indexCount()).toBe(all);
    await fresh();
    expect((await listProducts(api, 'text=quasar&lang=pt&per_page=20')).total).toBe(6);
    const suggest = await listProducts(
      api,
      'text=quas&tem_estoque=1&all_products=1&per_page=4&order_by=p_text&order=asc&lang=pt',
    );
    expect(suggest.data.map((p) => p.codigo)).toEqual(['INI-1', 'INI-2', 'INI-3', 'INI-4']);
  });
});

describe('catalog import: pictures', () => {
  it('fetches, checks and re-encodes a picture once; a bad one is a row warning; the API serves the stored file', async () => {
    const feed = [
      'codigo;nome_pt;categoria;valor_venda;imagens',
      `PIC-1;Relógio Solar;Eletrônicos;80;${pictureBase}/ok.png | ${pictureBase}/text.png`,
      `PIC-2;Relógio Lunar;Eletrônicos;90;${pictureBase}/missing.png`,
    ].join('\n');
    const dry = await run(feed, { dryRun: true });
    expect(dry.picturesFetched).toBe(3);
    const report = await run(feed);
    expect(report).toMatchObject({ created: 2, errorCount: 0, warningCount: 2 });
    expect(report.issues.map((i) => [i.productCode, i.code, i.params?.reason])).toEqual([
      ['PIC-1', 'picture-failed', 'not a picture'],
      ['PIC-2', 'picture-failed', 'not downloaded'],
    ]);
    await fresh();
    const watch = (await listProducts(api, 'text=solar&lang=pt')).data[0];
    expect(watch.imagens).toHaveLength(1);
    const url = watch.imagens[0].url;
    expect(url).toMatch(/^\/media\/uploads\/[a-f0-9]{64}\.webp$/);
    const res = await api.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(900);
    // Again: nothing fetched, nothing changed (the failed ones are tried again, and fail again).
    expect(report.picturesFetched).toBe(1);
    expect(issueText(report.issues[0], 'es')).toBe(
      `La imagen ${pictureBase}/text.png no se pudo usar (no es una imagen); el producto queda sin ella.`,
    );
    const again = await run(feed);
    expect(again).toMatchObject({
      created: 0,
      changed: 0,
      unchanged: 2,
      picturesFetched: 0,
      warningCount: 2,
    });
  });

  it('refuses private addresses, oversized answers and other schemes unless a test allows it, with one reason', async () => {
    await expect(fetchPicture(`${pictureBase}/ok.png`)).rejects.toThrow('not downloaded');
    await expect(fetchPicture('http://[::1]:9/x.png')).rejects.toThrow('not downloaded');
    await expect(fetchPicture('file:///etc/passwd')).rejects.toThrow('only http and https');
    await expect(
      fetchPicture(`${pictureBase}/huge.png`, { allowPrivate: true, maxBytes: 1024 * 1024 }),
    ).rejects.toMatchObject({ message: 'not downloaded', cause: 'too large' });
    const missing = await run(
      `codigo;nome_pt;categoria;valor_venda;imagens\nPIC-9;Relógio Perdido;Eletrônicos;70;${pictureBase}/missing.png`,
    );
    expect(issueText(missing.issues[0], 'pt')).toBe(
      `A imagem ${pictureBase}/missing.png não pôde ser usada (não foi possível baixá-la de um endereço público, em até 15 s e 10 MB); o produto fica sem ela.`,
    );
  });

  it('reads a picture file beside the feed, never one outside its folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'feed-dir-'));
    try {
      writeFileSync(path.join(dir, 'foto.png'), png);
      const file = path.join(dir, 'feed.csv');
      writeFileSync(
        file,
        'codigo;nome_pt;categoria;valor_venda;imagens\nFILE-1;Caneca Azul;Perfumaria;5;foto.png\nFILE-2;Caneca Verde;Perfumaria;5;../etc/passwd.png\n',
      );
      const report = await importCatalog(api.database.db, {
        items: readFeed(file),
        feedHash: 'file-feed',
        feedName: 'feed.csv',
        dryRun: false,
        pictures: { mediaDir, feedDir: dir },
      });
      expect(report).toMatchObject({ created: 1, errorCount: 1 });
      expect(report.issues[0]).toMatchObject({ code: 'picture-invalid', productCode: 'FILE-2' });
      await fresh();
      const mug = (await listProducts(api, 'text=caneca&lang=pt')).data[0];
      expect(mug.imagens[0].url).toMatch(/^\/media\/uploads\//);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /media on a store without the demo', () => {
  it('draws nothing: an imported product with no picture has none, and a demo-style URL is a 404', async () => {
    const res = await api.app.inject({ url: '/media/products/PERF001-1.webp' });
    expect(res.statusCode).toBe(404);
    const listed = (await api.get<ProductsResponse>('/api/public/products?text=ambar&lang=pt')).body.data[0];
    expect(listed.imagens).toEqual([]);
  });
});
