import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { ownShopperAddress } from './accounts';
import { E2E_PORTS, local } from './ports';

/**
 * The journeys' shared setup as Playwright fixtures (instead of the same beforeEach and helpers copied into each
 * spec): every context is its own shopper address and never sees the promo popup; `axe` checks the page;
 * `catalogue` finds demo products straight from the journeys' API.
 */
export const API = local(E2E_PORTS.api);
/** The payment providers' local doubles (playwright.config.ts starts them next to the API). */
export const EBANX = local(E2E_PORTS.ebanx);
export const PAGOPAR_PAGE = new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORTS.pagopar}/pagos/[0-9a-f]{64}`);
export const EBANX_PAGE = new RegExp(`^http://127\\.0\\.0\\.1:${E2E_PORTS.ebanx}/ws/checkout\\?hash=`);
/** Meta's WhatsApp Cloud API double (`GET /__sent` lists what the API sent). */
export const WHATSAPP = local(E2E_PORTS.whatsapp);

export interface CatalogueProduct {
  id: number;
  slug: string;
  nome: string;
  qtde_disponivel: number;
  mostrar_preco: boolean;
  tem_estoque: boolean;
  tem_medida: boolean;
}

interface Catalogue {
  /** The first product `wanted` accepts, walking the listing a hundred at a time. */
  find(wanted: (p: CatalogueProduct) => boolean): Promise<CatalogueProduct>;
  /** A product a shopper can add (price shown, stock, a measure unit). */
  sellable(skip?: number[]): Promise<CatalogueProduct>;
}

interface Fixtures {
  /** Auto: a shopper address of its own (rate limits hold per shopper) and no promo popup. */
  shopper: void;
  checkA11y: (page?: Page) => Promise<void>;
  catalogue: Catalogue;
}

export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** axe finds nothing on the page (each violation listed with its nodes when it does). */
export async function axe(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** Screenshots into `dir` named after the step and the viewport's width. */
export function screenshots(dir: string) {
  mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string, fullPage = true) => {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  };
}

function catalogueOf(request: APIRequestContext): Catalogue {
  const find = async (wanted: (p: CatalogueProduct) => boolean) => {
    for (let page = 1; page <= 12; page++) {
      const res = await request.get(`${API}/api/public/products?per_page=100&page=${page}&moeda_id=2`);
      expect(res.ok()).toBe(true);
      const { data } = (await res.json()) as { data: CatalogueProduct[] };
      const found = data.find(wanted);
      if (found) return found;
    }
    throw new Error('no such product in the demo catalogue');
  };
  return {
    find,
    sellable: (skip = []) =>
      find(
        (p) =>
          p.mostrar_preco && p.tem_estoque && p.tem_medida && p.qtde_disponivel >= 2 && !skip.includes(p.id),
      ),
  };
}

export const test = base.extend<Fixtures>({
  shopper: [
    async ({ context }, provide) => {
      await ownShopperAddress(context);
      await context.addInitScript(() => localStorage.setItem('promoPopupShownAt', String(Date.now())));
      await provide();
    },
    { auto: true },
  ],
  checkA11y: async ({ page }, provide) => {
    await provide((target = page) => axe(target));
  },
  catalogue: async ({ request }, provide) => {
    await provide(catalogueOf(request));
  },
});

export { expect };
