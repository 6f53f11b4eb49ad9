/** Provisional until the account contract lands (lib/contract/account.ts User). */
export interface Customer {
  nome: string;
  sobrenome: string;
  email: string;
  estrangeiro: boolean;
}
