/** What the autocomplete needs per product (kept tiny: it crosses to the browser on every keystroke). */
export interface Suggestion {
  id: number;
  nome: string;
  slug: string;
  codigo: string;
  image: string | null;
  price: string | null;
}
