/**
 * The customer calls the browser may make through /api/ecom/{path} (the catch-all route handler), by method.
 * Login, logout and registration have their own handlers (they set or clear the session cookie); anything
 * not listed here is a 404 without reaching the API. Paths are relative to the API's /ecom/.
 */
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
  // Checkout, orders and payments (docs/decisions/0013).
  ['POST', /^venda\/carrinho\/[\w-]{1,100}\/iniciar-checkout$/],
  ['GET', /^venda\/pedidos$/],
  ['GET', /^venda\/pedidos\/[\w-]{1,100}$/],
  ['GET', /^venda\/pedidos\/[\w-]{1,100}\/buscar-pagamentos$/],
  ['POST', /^venda\/pedidos\/[\w-]{1,100}\/pagar-novamente$/],
];

/** The API path for route segments, or null when the method and path are not allowed. */
export function allowedEcomPath(method: string, segments: readonly string[]): string | null {
  if (segments.length === 0 || segments.some((s) => !/^[\w.-]{1,300}$/.test(s) || s === '.' || s === '..')) return null;
  const path = segments.join('/');
  return ROUTES.some(([m, re]) => m === method && re.test(path)) ? `/ecom/${path}` : null;
}
