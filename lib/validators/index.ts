// Document validators shared by the storefront and the API: dependency-free so they bundle small.
export { formatCpf, isValidCpf } from './cpf';
export { cnpjCheckDigits, formatCnpj, isValidCnpj } from './cnpj';
export { formatRuc, isValidRuc, rucCheckDigit } from './ruc';
