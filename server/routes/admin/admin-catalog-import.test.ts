import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, orders, products } from '../../db/schema';
import { cartContents, signShippingQuote } from '../../services/shipping/shipping-token';
import { bearer, multipart, testClock } from '../../test/account-fixtures';
import { startTestApi, type TestApi } from '../../test/harness';
import { staffMember } from '../../test/staff-fixtures';

/**
 * The back office's import upload on an empty store (only the reference data production loads): a 1,000-row CSV
 * with two bad rows is dry-run (nothing written, the bad rows reported in the staff member's language), applied
 * in the background, applied again (nothing changes), and a shopper buys one of the imported products.
 */
const clock = testClock(new Date('2026-11-25T12:00:00Z'));
let api: TestApi;
let manager: Awaited<ReturnType<typeof staffMember>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;

const ROWS = 1000;
function feed(): string {
  const lines = ['codigo,nome_pt,nome_es,marca,categoria,departamento,valor_venda,moeda,estoque'];
  for (let i = 1; i <= ROWS; i++)
    lines.push(
      `IMP${String(i).padStart(5, '0')},Perfume Importado ${i},Perfume Importado ${i},Marca ${i % 7},Perfumaria,Masculino,${(10 + (i % 90)).toFixed(2)},USD,${i % 5}`,
    );
  lines.push('BAD00001,Sem preço,Sin precio,Marca 1,Perfumaria,Masculino,abc,USD,3');
  lines.push('BAD00002,,,Marca 1,Perfumaria,Masculino,10,USD,3');
  return lines.join('\n') + '\n';
}

const upload = (token: string, text: string, filename = 'erp.csv', lang = 'pt-BR') => {
  const body = multipart({}, { arquivo: { data: Buffer.from(text), filename, type: 'text/csv' } });
  return api.app.inject({
    method: 'POST',
    url: '/admin/catalog/import',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': lang },
  });
};
const call = (method: 'GET' | 'POST', url: string, token: string) =>
  api.app.inject({ method, url, headers: bearer(token) });
const productCount = async () => (await api.database.db.select({ n: count() }).from(products))[0].n;

async function applyAndWait(hash: string) {
  const started = await call('POST', `/admin/catalog/import/${hash}/apply`, manager.token);
  expect(started.statusCode, started.body).toBe(200);
  await api.services.staff.catalogImport.idle();
  const done = (await call('GET', `/admin/catalog/import/${hash}`, manager.token)).json();
  expect(done.estado).toBe('concluido');
  return done.relatorio;
}

beforeAll(async () => {
  api = await startTestApi(0, { deps: { now: clock.now } });
  manager = await staffMember(api, clock, 'gerente@loja.test', 'manager');
  clerk = await staffMember(api, clock, 'balcao@loja.test', 'clerk');
});
afterAll(() => api?.close());

describe('import upload', () => {
  it('refuses a clerk, a non-feed file and a feed without a code column', async () => {
    expect((await upload(clerk.token, feed())).statusCode).toBe(403);
    const exe = await upload(manager.token, 'MZ\u0000\u0000', 'virus.exe');
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors.arquivo).toEqual(['Envie um arquivo CSV ou JSON.']);
    const noCode = await upload(manager.token, 'nome,preco\nA,1\n', 'x.csv', 'es-PY');
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors.arquivo[0]).toContain('Falta la columna "codigo"');
    // The refused feed is in the audit log (issue 26 point 9).
    const refused = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.import_refused'));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ actor: manager.email, after: { file: 'x.csv' } });
    expect(
      (await call('POST', `/admin/catalog/import/${'f'.repeat(64)}/apply`, manager.token)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/admin/catalog/import/..%2f..%2fetc/apply', manager.token)).statusCode,
    ).toBeLessThan(500);
  });

  it('a 1,000-row CSV with two bad rows: the dry run writes nothing and names the bad rows; the apply creates the rest once', async () => {
    const dry = await upload(manager.token, feed(), 'erp.csv', 'es-PY');
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json();
    expect(report).toMatchObject({
      simulacao: true,
      registros: ROWS + 2,
      criados: ROWS,
      alterados: 0,
      erros: 2,
    });
    expect(report.problemas.map((p: { linha: number; codigo: string | null }) => p.linha)).toEqual([
      ROWS + 2,
      ROWS + 3,
    ]);
    expect(report.problemas[0].mensagem).toBe('Precio inválido: "abc".');
    expect(report.novas.marcas).toHaveLength(7);
    expect(await productCount()).toBe(0);

    const applied = await applyAndWait(report.arquivo);
    expect(applied).toMatchObject({ simulacao: false, criados: ROWS, erros: 2 });
    expect(await productCount()).toBe(ROWS);
    expect(await api.database.db.select().from(products).where(eq(products.code, 'BAD00001'))).toHaveLength(
      0,
    );
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.import'));
    expect(audit.after).toMatchObject({ file: 'erp.csv', created: ROWS, errors: 2 });
    const listed = await api.get<{ total: number }>('/api/public/products?all_products=1&lang=pt');
    expect(listed.body.total).toBe(ROWS);

    // The same file again: idempotent, nothing changes.
    const again = await applyAndWait(report.arquivo);
    expect(again).toMatchObject({ criados: 0, alterados: 0, inalterados: ROWS });
  });

  it('an apply that fails is audited (issue 26 point 9)', async () => {
    const dry = await upload(
      manager.token,
      'codigo,nome_pt,nome_es,marca,categoria,departamento,valor_venda,moeda,estoque\nFAIL0001,Falha,Falla,Marca 1,Perfumaria,Masculino,10,USD,1\n',
      'falha.csv',
    );
    expect(dry.statusCode, dry.body).toBe(200);
    const hash = dry.json().arquivo as string;
    // The kept file is damaged between the dry run and the apply (a full disk, a bad copy): the apply fails.
    await writeFile(path.join(api.config.mediaDir, 'imports', `${hash}.csv`), 'nome\nsem codigo\n');
    expect((await call('POST', `/admin/catalog/import/${hash}/apply`, manager.token)).statusCode).toBe(200);
    await api.services.staff.catalogImport.idle();
    expect((await call('GET', `/admin/catalog/import/${hash}`, manager.token)).json().estado).toBe('falhou');
    const [failed] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'catalog.import_failed'));
    expect(failed).toMatchObject({ actor: manager.email, entityId: hash, after: { file: 'falha.csv' } });
  });

  it('a shopper buys one of the imported products', async () => {
    const [product] = await api.database.db.select().from(products).where(eq(products.code, 'IMP00004'));
    expect(product.stockQty).toBe(4);
    const [shopper] = await api.database.db
      .insert(customers)
      .values({
        firstName: 'Ana',
        lastName: 'Souza',
        email: 'ana@example.com',
        phone: '+55 11 912345678',
        documentType: 'CPF',
        document: '52998224725',
        identity: '1',
        foreign: true,
        passwordHash: 'x',
      })
      .returning();
    const externalId = randomUUID();
    const cart = await api.services.carts.create(
      {
        externalId,
        currencyId: 2,
        lines: [{ productId: product.id, quantity: 1, active: true, shownToken: null }],
      },
      { customerId: shopper.id, lang: 'pt' },
    );
    const expiresAt = Math.floor(clock.now().getTime() / 1000) + 600;
    const token = signShippingQuote(
      api.config.keys['shipping-token'],
      {
        cartId: cart.id,
        customerId: shopper.id,
        serviceId: null,
        pickupPointId: 1,
        cityId: null,
        addressId: null,
        currencyId: 2,
        amountMinor: 0,
        expiresAt,
      },
      cartContents([{ productId: product.id, quantity: 1 }]),
    );
    await api.services.checkout.start(shopper.id, externalId, {
      shippingToken: token,
      shippingMinor: 0,
      serviceId: null,
      addressId: null,
      pickupPointId: 1,
      alternativeCityId: null,
      paymentMethod: 'PIX',
    });
    const [order] = await api.database.db.select().from(orders).where(eq(orders.customerId, shopper.id));
    expect(order).toBeDefined();
    const [after] = await api.database.db
      .select({ stock: products.stockQty })
      .from(products)
      .where(eq(products.id, product.id));
    expect(after.stock).toBe(3);
  });
});
