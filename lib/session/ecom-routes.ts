/**
 * The customer calls the browser may make through /api/ecom/{path} (the catch-all route handler), by method.
 * Login, logout and registration have their own handlers (they set or clear the session cookie); anything
 * not listed here is a 404 without reaching the API. Paths are relative to the API's /ecom/.
 */
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

const ROUTES: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['POST', /^me$/],
  ['POST', /^cliente\/cadastrar\/check-email$/],
  ['POST', /^cliente\/recuperar-senha$/],
  ['POST', /^cliente\/confirmar-email\/[\w-]{1,100}\/[\w.-]{1,300}$/],
  ['POST', /^cliente\/trocar-senha$/],
  ['POST', /^cliente\/trocar-senha-l$/],
  ['POST', /^cliente\/update-profile$/],
  ['POST', /^cliente\/reenviar-email$/],
  ['GET', /^cliente\/address$/],
  ['POST', /^cliente\/address$/],
  ['PUT', /^cliente\/address\/\d{1,10}$/],
  ['PATCH', /^cliente\/address\/\d{1,10}\/set-main$/],
  ['GET', /^cliente\/documentos\/(frente|verso)$/],
  ['GET', /^cliente\/favoritos$/],
  ['PUT', /^cliente\/favoritos\/\d{1,10}$/],
  ['DELETE', /^cliente\/favoritos\/\d{1,10}$/],
  ['POST', /^cliente\/favoritos\/importar$/],
  ['GET', /^endereco\/cep\/\d{5}-?\d{3}$/],
  ['GET', /^endereco\/estados$/],
  ['POST', /^endereco\/cidade-por-codigo$/],
  // Cart and shipping (docs/decisions/0013): anonymous carts need no session; with one, the bearer goes along.
  ['POST', /^venda\/carrinho$/],
  ['GET', new RegExp(`^venda/carrinho/${UUID}$`)],
  ['GET', /^venda\/carrinho\/atual$/],
  ['DELETE', new RegExp(`^venda/carrinho/${UUID}$`)],
  ['PUT', /^venda\/carrinho\/\d{1,10}$/],
  ['POST', new RegExp(`^venda/carrinho/${UUID}/itens$`)],
  ['PATCH', new RegExp(`^venda/carrinho/${UUID}/itens/\\d{1,10}$`)],
  ['DELETE', new RegExp(`^venda/carrinho/${UUID}/itens/\\d{1,10}$`)],
  ['POST', new RegExp(`^venda/carrinho/${UUID}/vincular$`)],
  ['PUT', new RegExp(`^venda/carrinho/${UUID}/calcular-frete$`)],
  ['GET', new RegExp(`^venda/carrinho/${UUID}/pontos-entrega$`)],
  // Checkout, orders and payments (docs/decisions/0014).
  ['POST', /^venda\/carrinho\/[\w-]{1,100}\/iniciar-checkout$/],
  ['GET', /^venda\/pedidos$/],
  ['GET', /^venda\/pedidos\/[\w-]{1,100}$/],
  ['GET', /^venda\/pedidos\/[\w-]{1,100}\/buscar-pagamentos$/],
  ['POST', /^venda\/pedidos\/[\w-]{1,100}\/pagar-novamente$/],
  // Payments (docs/decisions/0027): the configured provider's methods; ask the provider on the shopper's return.
  ['GET', /^venda\/metodos-pagamento$/],
  ['POST', new RegExp(`^venda/pedidos/${UUID}/verificar-pagamento$`)],
];

/** The API path for route segments, or null when the method and path are not allowed. */
export function allowedEcomPath(method: string, segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.some((s) => !/^[\w.-]{1,300}$/.test(s) || s === '.' || s === '..')) return null;
  const path = segments.join('/');
  return ROUTES.some(([m, re]) => m === method && re.test(path)) ? `/ecom/${path}` : null;
}
