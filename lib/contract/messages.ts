import type { Lang } from './common';

/**
 * Spec §5 and §8 texts the API and the forms share, in Portuguese with their Spanish equivalents.
 * Parameterised messages take their numbers as {min}/{max}.
 */
export const MESSAGES = {
  required: { pt: 'Este campo é Obrigatório', es: 'Este campo es obligatorio' },
  minLength: { pt: 'Este campo deve ter no mínimo {min} caracteres', es: 'Este campo debe tener como mínimo {min} caracteres' },
  maxLength: { pt: 'Este campo deve ter no máximo {max} caracteres', es: 'Este campo debe tener como máximo {max} caracteres' },
  minValue: { pt: 'O valor mínimo é {min}', es: 'El valor mínimo es {min}' },
  maxValue: { pt: 'O valor máximo é {max}', es: 'El valor máximo es {max}' },
  invalidEmail: { pt: 'E-mail inválido', es: 'Correo electrónico inválido' },
  passwordsMismatch: { pt: 'As senhas não coincidem', es: 'Las contraseñas no coinciden' },
  emailsMismatch: { pt: 'Os e-mails devem ser iguais', es: 'Los correos electrónicos deben ser iguales' },
  invalidCpf: { pt: 'CPF inválido', es: 'CPF inválido' },
  invalidCnpj: { pt: 'CNPJ inválido', es: 'CNPJ inválido' },
  invalidCpfCnpj: { pt: 'CPF ou CNPJ inválido', es: 'CPF o CNPJ inválido' },
  invalidRuc: { pt: 'RUC inválido', es: 'RUC inválido' },
  integersOnly: { pt: 'Somente números inteiros', es: 'Solo números enteros' },
  invalidValue: { pt: 'Valor inválido', es: 'Valor inválido' },
  invalidOption: { pt: 'Opção inválida', es: 'Opción inválida' },
  emailInUse: { pt: 'O e-mail informado já está em uso.', es: 'El correo electrónico informado ya está en uso.' },
  validationFailed: { pt: 'Os dados enviados são inválidos.', es: 'Los datos enviados son inválidos.' },
  badRequest: { pt: 'Requisição inválida.', es: 'Solicitud inválida.' },
  notFound: {
    pt: 'O Recurso que está tentando acessar não existe',
    es: 'El recurso al que intenta acceder no existe',
  },
  forbidden: { pt: 'Acesso negado.', es: 'Acceso denegado.' },
  unauthenticated: { pt: 'Sessão expirada. Faça login novamente.', es: 'Sesión expirada. Inicie sesión nuevamente.' },
  tooManyRequests: {
    pt: 'Muitas tentativas. Aguarde um instante e tente novamente.',
    es: 'Demasiados intentos. Espere un momento e intente nuevamente.',
  },
  serverError: { pt: 'Ocorreu um erro interno no servidor!', es: '¡Ocurrió un error interno en el servidor!' },
  unavailable: {
    pt: 'Serviço indisponível, tente novamente mais tarde!',
    es: '¡Servicio no disponible, intente nuevamente más tarde!',
  },
  cityNotFound: { pt: 'Cidade não encontrada.', es: 'Ciudad no encontrada.' },
  // Cart and shipping (spec §4, §5, §8).
  productUnavailable: { pt: 'Este produto está indisponível no momento!', es: '¡Este producto no está disponible en este momento!' },
  productNotFound: { pt: 'Produto não encontrado.', es: 'Producto no encontrado.' },
  cartMaxQuantity: { pt: 'Você já tem a quantidade máxima!', es: '¡Ya tienes la cantidad máxima!' },
  cartExternalIdInUse: { pt: 'External ID já utilizado.', es: 'External ID ya utilizado.' },
  cartExternalIdMissing: { pt: 'External ID não disponível no carrinho.', es: 'External ID no disponible en el carrito.' },
  shippingNeedsCityAndItems: {
    pt: 'Selecione uma cidade e tenha itens no carrinho!',
    es: '¡Seleccione una ciudad y tenga artículos en el carrito!',
  },
  shippingError: { pt: 'Erro ao calcular frete', es: 'Error al calcular el envío' },
  pickupPointsError: { pt: 'Erro ao buscar pontos de entrega.', es: 'Error al buscar puntos de entrega.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
