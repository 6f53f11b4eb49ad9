/** What the cart needs of a product, priced in one currency. */
export interface CartProduct {
  id: number;
  nome: string;
  slug: string;
  codigo: string;
  imagens: { url: string }[];
  mostrar_preco: boolean;
  tem_estoque: boolean;
  tem_medida: boolean;
  qtde_disponivel: number;
  /** Current unit price in the cart's currency, minor units. */
  priceMinor: number;
}

/** A product can be put in a cart only with stock and a measure unit (spec §4), and only with a shown price: a hidden price never leaves the API, the cart included. */
export const sellable = (p: CartProduct): boolean => p.tem_estoque && p.tem_medida && p.mostrar_preco;
