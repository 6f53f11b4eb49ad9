// Document validators shared by the storefront and the API: dependency-free so they bundle small.
export { formatCpf, isValidCpf, normalizeCpf } from './cpf';
export { cnpjCheckDigits, formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';
export { formatRuc, isValidRuc, rucCheckDigit } from './ruc';
