import type { Lang } from './common';
import { STAFF_MESSAGES } from './messages-staff';

/**
 * Spec §5 and §8 texts the API and the forms share, in Portuguese with their Spanish equivalents.
 * Parameterised messages take their numbers as {min}/{max}.
 */
export const MESSAGES = {
  ...STAFF_MESSAGES,
  required: { pt: 'Este campo é Obrigatório', es: 'Este campo es obligatorio' },
  minLength: {
    pt: 'Este campo deve ter no mínimo {min} caracteres',
    es: 'Este campo debe tener como mínimo {min} caracteres',
  },
  maxLength: {
    pt: 'Este campo deve ter no máximo {max} caracteres',
    es: 'Este campo debe tener como máximo {max} caracteres',
  },
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
  emailInUse: {
    pt: 'O e-mail informado já está em uso.',
    es: 'El correo electrónico informado ya está en uso.',
  },
  validationFailed: { pt: 'Os dados enviados são inválidos.', es: 'Los datos enviados son inválidos.' },
  badRequest: { pt: 'Requisição inválida.', es: 'Solicitud inválida.' },
  malformedUrl: {
    pt: 'O endereço da requisição está mal formado.',
    es: 'La dirección de la solicitud está mal formada.',
  },
  invalidJson: {
    pt: 'O corpo da requisição não é um JSON válido.',
    es: 'El cuerpo de la solicitud no es un JSON válido.',
  },
  unsupportedMediaType: { pt: 'Tipo de conteúdo não suportado.', es: 'Tipo de contenido no soportado.' },
  bodyTooLarge: {
    pt: 'O corpo da requisição é grande demais.',
    es: 'El cuerpo de la solicitud es demasiado grande.',
  },
  notFound: {
    pt: 'O Recurso que está tentando acessar não existe',
    es: 'El recurso al que intenta acceder no existe',
  },
  forbidden: { pt: 'Acesso negado.', es: 'Acceso denegado.' },
  unauthenticated: {
    pt: 'Sessão expirada. Faça login novamente.',
    es: 'Sesión expirada. Inicie sesión nuevamente.',
  },
  tooManyRequests: {
    pt: 'Muitas tentativas. Aguarde um instante e tente novamente.',
    es: 'Demasiados intentos. Espere un momento e intente nuevamente.',
  },
  serverError: {
    pt: 'Ocorreu um erro interno no servidor!',
    es: '¡Ocurrió un error interno en el servidor!',
  },
  unavailable: {
    pt: 'Serviço indisponível, tente novamente mais tarde!',
    es: '¡Servicio no disponible, intente nuevamente más tarde!',
  },
  cityNotFound: { pt: 'Cidade não encontrada.', es: 'Ciudad no encontrada.' },
  // Cart and shipping (spec §4, §5, §8).
  productUnavailable: {
    pt: 'Este produto está indisponível no momento!',
    es: '¡Este producto no está disponible en este momento!',
  },
  cartMaxQuantity: { pt: 'Você já tem a quantidade máxima!', es: '¡Ya tienes la cantidad máxima!' },
  cartExternalIdInUse: { pt: 'External ID já utilizado.', es: 'External ID ya utilizado.' },
  cartExternalIdMissing: {
    pt: 'External ID não disponível no carrinho.',
    es: 'External ID no disponible en el carrito.',
  },
  shippingNeedsCityAndItems: {
    pt: 'Selecione uma cidade e tenha itens no carrinho!',
    es: '¡Seleccione una ciudad y tenga artículos en el carrito!',
  },
  shippingError: { pt: 'Erro ao calcular frete', es: 'Error al calcular el envío' },
  pickupPointsError: { pt: 'Erro ao buscar pontos de entrega.', es: 'Error al buscar puntos de entrega.' },
  // Checkout, orders and payments (spec §8).
  shippingStale: {
    pt: 'O frete mudou ou expirou. Calcule o frete novamente.',
    es: 'El envío cambió o expiró. Calcule el envío nuevamente.',
  },
  pickupPointRequired: { pt: 'Selecione um ponto de retirada.', es: 'Seleccione un punto de retiro.' },
  noPaymentMethodForRegion: {
    pt: 'Não há método de pagamento disponível para a sua região no momento.',
    es: 'No hay un método de pago disponible para su región en este momento.',
  },
  paymentProviderUnavailable: {
    pt: 'O provedor de pagamento não respondeu. Nada foi cobrado; tente novamente em alguns instantes.',
    es: 'El proveedor de pagos no respondió. No se cobró nada; intente nuevamente en unos instantes.',
  },
  paymentProviderRefused: {
    pt: 'O provedor de pagamento recusou a operação. Tente outro método ou fale conosco.',
    es: 'El proveedor de pagos rechazó la operación. Pruebe otro método o contáctenos.',
  },
  cpfRequiredForPayment: {
    pt: 'Para pagar é preciso um CPF válido no seu cadastro.',
    es: 'Para pagar se necesita un CPF válido en su registro.',
  },
  invalidNotification: {
    pt: 'Notificação inválida.',
    es: 'Notificación inválida.',
  },
  paymentMethodNotForRegion: {
    pt: 'Não há este método de pagamento para a sua região.',
    es: 'No hay este método de pago para su región.',
  },
  cartEmpty: { pt: 'Seu carrinho está vazio.', es: 'Su carrito está vacío.' },
  outOfStock: {
    pt: 'Um produto do carrinho acabou de esgotar. Revise o carrinho.',
    es: 'Un producto del carrito acaba de agotarse. Revise el carrito.',
  },
  orderNotFound: {
    pt: 'Nenhum detalhe encontrado para este pedido.',
    es: 'No se encontraron detalles de este pedido.',
  },
  paymentNotFound: { pt: 'Pagamento ainda não identificado.', es: 'Pago aún no identificado.' },
  invalidSignature: { pt: 'Assinatura inválida.', es: 'Firma inválida.' },
  paymentNotPending: { pt: 'Este pedido não aguarda pagamento.', es: 'Este pedido no espera pago.' },
  // Issue 18 (decision 0025): the text says 3, server/services/checkout/payment-windows.ts MAX_UNPAID_ORDERS.
  unpaidOrdersLimit: {
    pt: 'Você já tem 3 pedidos aguardando pagamento. Pague um deles ou espere o prazo de pagamento terminar para fazer um novo pedido.',
    es: 'Ya tiene 3 pedidos esperando pago. Pague uno de ellos o espere a que venza su plazo de pago para hacer un nuevo pedido.',
  },
  orderExpired: {
    pt: 'O prazo de pagamento deste pedido terminou e os produtos foram liberados. Faça um novo pedido.',
    es: 'El plazo de pago de este pedido terminó y los productos fueron liberados. Haga un nuevo pedido.',
  },
  // Accounts (spec §5 and §8).
  invalidCredentials: { pt: 'Credenciais inválidas', es: 'Credenciales inválidas' },
  loginSuccess: { pt: 'Login realizado com sucesso!', es: '¡Inicio de sesión realizado con éxito!' },
  loggedOut: { pt: 'Sessão encerrada.', es: 'Sesión finalizada.' },
  authTokenMissing: { pt: 'Token de autenticação ausente.', es: 'Token de autenticación ausente.' },
  emailAvailable: { pt: 'E-mail disponível.', es: 'Correo electrónico disponible.' },
  registered: { pt: 'Cadastro realizado com sucesso!', es: '¡Registro realizado con éxito!' },
  invalidPhone: { pt: 'Telefone inválido', es: 'Teléfono inválido' },
  invalidCep: { pt: 'CEP inválido. Use o formato #####-###', es: 'CEP inválido. Use el formato #####-###' },
  invalidCedula: { pt: 'Cédula inválida', es: 'Cédula inválida' },
  invalidDocumentType: { pt: 'Tipo de documento inválido', es: 'Tipo de documento inválido' },
  passwordUppercase: {
    pt: 'A senha deve conter ao menos uma letra maiúscula',
    es: 'La contraseña debe contener al menos una letra mayúscula',
  },
  passwordLowercase: {
    pt: 'A senha deve conter ao menos uma letra minúscula',
    es: 'La contraseña debe contener al menos una letra minúscula',
  },
  passwordDigit: {
    pt: 'A senha deve conter ao menos um número',
    es: 'La contraseña debe contener al menos un número',
  },
  passwordSpecial: {
    pt: 'A senha deve conter ao menos um caractere especial',
    es: 'La contraseña debe contener al menos un carácter especial',
  },
  passwordForbiddenWord: {
    pt: 'A senha não pode conter a palavra "password"',
    es: 'La contraseña no puede contener la palabra "password"',
  },
  currentPasswordWrong: { pt: 'A senha atual está incorreta.', es: 'La contraseña actual es incorrecta.' },
  passwordChanged: { pt: 'Senha alterada com sucesso!', es: '¡Contraseña cambiada con éxito!' },
  passwordReset: { pt: 'Senha redefinida com sucesso!', es: '¡Contraseña restablecida con éxito!' },
  resetFailed: {
    pt: 'Ocorreu um erro ao tentar redefinir sua senha.',
    es: 'Ocurrió un error al intentar restablecer su contraseña.',
  },
  resetLinkInvalid: {
    pt: 'O link de redefinição de senha é inválido ou expirou.',
    es: 'El enlace para restablecer la contraseña es inválido o expiró.',
  },
  recoverySent: {
    pt: 'Se o e-mail estiver cadastrado, enviaremos as instruções para redefinir a senha.',
    es: 'Si el correo electrónico está registrado, enviaremos las instrucciones para restablecer la contraseña.',
  },
  emailNotConfirmed: {
    pt: 'Seu e-mail ainda não foi confirmado.',
    es: 'Su correo electrónico aún no fue confirmado.',
  },
  emailConfirmed: { pt: 'E-mail confirmado com sucesso!', es: '¡Correo electrónico confirmado con éxito!' },
  emailAlreadyConfirmed: {
    pt: 'Este e-mail já foi confirmado.',
    es: 'Este correo electrónico ya fue confirmado.',
  },
  confirmationLinkIncomplete: {
    pt: 'O link de confirmação do e-mail está incompleto. Por favor, verifique o link enviado.',
    es: 'El enlace de confirmación del correo electrónico está incompleto. Por favor, verifique el enlace enviado.',
  },
  confirmationFailed: {
    pt: 'Ocorreu um erro ao tentar confirmar o e-mail.',
    es: 'Ocurrió un error al intentar confirmar el correo electrónico.',
  },
  verifyInbox: {
    pt: 'Enviamos um novo e-mail de confirmação. Verifique sua caixa de entrada.',
    es: 'Enviamos un nuevo correo de confirmación. Verifique su bandeja de entrada.',
  },
  verifyInboxError: {
    pt: 'Não foi possível reenviar o e-mail de confirmação.',
    es: 'No fue posible reenviar el correo de confirmación.',
  },
  profileUpdated: { pt: 'Perfil atualizado com sucesso!', es: '¡Perfil actualizado con éxito!' },
  fileType: {
    pt: 'Somente arquivos PNG, JPG, GIF ou PDF são permitidos.',
    es: 'Solo se permiten archivos PNG, JPG, GIF o PDF.',
  },
  fileTooLarge: {
    pt: 'O arquivo não pode ser maior que 5 MB.',
    es: 'El archivo no puede ser mayor que 5 MB.',
  },
  fileRejected: {
    pt: 'O arquivo contém conteúdo não permitido.',
    es: 'El archivo contiene contenido no permitido.',
  },
  tooManyFields: {
    pt: 'O formulário enviado tem campos demais.',
    es: 'El formulario enviado tiene demasiados campos.',
  },
  addressNotFound: { pt: 'Endereço não encontrado.', es: 'Dirección no encontrada.' },
  addressSaved: { pt: 'Endereço salvo com sucesso!', es: '¡Dirección guardada con éxito!' },
  addressSaveError: { pt: 'Erro ao salvar endereço', es: 'Error al guardar la dirección' },
  addressDeleted: { pt: 'Endereço excluído.', es: 'Dirección eliminada.' },
  addressDeleteError: { pt: 'Erro ao excluir o endereço', es: 'Error al eliminar la dirección' },
  addressMainSet: { pt: 'Endereço principal definido.', es: 'Dirección principal definida.' },
  addressSetMainError: { pt: 'Erro ao definir como principal', es: 'Error al definir como principal' },
  cityNotInState: {
    pt: 'A cidade não pertence ao estado selecionado.',
    es: 'La ciudad no pertenece al departamento seleccionado.',
  },
  countryMismatch: {
    pt: 'O país do endereço não corresponde à nacionalidade do cadastro.',
    es: 'El país de la dirección no corresponde a la nacionalidad del registro.',
  },
  cepNotFound: {
    pt: 'CEP não encontrado. Selecione o estado e a cidade manualmente.',
    es: 'CEP no encontrado. Seleccione el estado y la ciudad manualmente.',
  },
  productNotFound: { pt: 'Produto não encontrado.', es: 'Producto no encontrado.' },
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, lang: Lang, params: Record<string, string | number> = {}): string {
  return MESSAGES[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
