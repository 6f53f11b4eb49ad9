import type { Lang } from './common';

/**
 * The back office's texts (issues 19, 20, 26 and after): staff sign-in and step-up, catalogue editing, uploads, the
 * counter's orders. messages.ts merges them with the shoppers' so `message()` answers either.
 */
export const STAFF_MESSAGES = {
  // Back office (issue 19).
  totpRequired: {
    pt: 'Informe o código do aplicativo autenticador.',
    es: 'Ingrese el código de la aplicación autenticadora.',
  },
  totpInvalid: { pt: 'Código do autenticador inválido.', es: 'Código del autenticador inválido.' },
  totpUnreadable: {
    pt: 'Seu autenticador precisa ser configurado de novo: peça um novo link de acesso ao proprietário.',
    es: 'Su autenticador debe configurarse de nuevo: pida un nuevo enlace de acceso al propietario.',
  },
  // Issue 26: one answer for password and code together; the lock, step-up and rate bounds.
  staffSignInInvalid: {
    pt: 'E-mail, senha ou código do autenticador inválidos.',
    es: 'Correo electrónico, contraseña o código del autenticador inválidos.',
  },
  totpLocked: {
    pt: 'Seu autenticador foi bloqueado depois de muitos códigos errados: peça ao proprietário um novo link de acesso.',
    es: 'Su autenticador fue bloqueado tras muchos códigos incorrectos: pida al propietario un nuevo enlace de acceso.',
  },
  stepUpRequired: {
    pt: 'Confirme com um código novo do autenticador para continuar.',
    es: 'Confirme con un código nuevo del autenticador para continuar.',
  },
  stepUpDone: { pt: 'Código confirmado.', es: 'Código confirmado.' },
  stepUpInvalid: {
    pt: 'Código do autenticador inválido ou já usado.',
    es: 'Código del autenticador inválido o ya usado.',
  },
  stepUpUnavailable: {
    pt: 'Esta ação pede um autenticador ativo nesta conta.',
    es: 'Esta acción requiere un autenticador activo en esta cuenta.',
  },
  totpAlreadyOn: {
    pt: 'O autenticador já está ativo nesta conta.',
    es: 'El autenticador ya está activo en esta cuenta.',
  },
  staffLinkMailed: {
    pt: 'O link de acesso foi enviado ao e-mail do membro da equipe.',
    es: 'El enlace de acceso fue enviado al correo del miembro del equipo.',
  },
  rateMoveNeedsOwner: {
    pt: 'Uma mudança de mais de 20% em relação à cotação anterior precisa da confirmação de um proprietário.',
    es: 'Un cambio de más del 20% respecto a la cotización anterior necesita la confirmación de un propietario.',
  },
  rateMoveConfirm: {
    pt: 'Mudança de mais de 20% em relação à cotação anterior: confirme para salvar.',
    es: 'Cambio de más del 20% respecto a la cotización anterior: confirme para guardar.',
  },
  staffSetupInvalid: {
    pt: 'O link de ativação é inválido ou expirou.',
    es: 'El enlace de activación es inválido o expiró.',
  },
  staffSetupDone: { pt: 'Conta ativada. Faça login.', es: 'Cuenta activada. Inicie sesión.' },
  staffEmailInUse: {
    pt: 'Já existe um membro da equipe com este e-mail.',
    es: 'Ya existe un miembro del equipo con este correo.',
  },
  staffNotFound: { pt: 'Membro da equipe não encontrado.', es: 'Miembro del equipo no encontrado.' },
  staffDisabled: {
    pt: 'Esta conta está desativada: reative-a antes de gerar um novo link de acesso.',
    es: 'Esta cuenta está desactivada: reactívela antes de generar un nuevo enlace de acceso.',
  },
  staffSelfChange: {
    pt: 'Você não pode alterar o próprio papel nem desativar a própria conta.',
    es: 'No puede cambiar su propio rol ni desactivar su propia cuenta.',
  },
  orderNotShippable: {
    pt: 'Só um pedido PAGO com entrega em domicílio pode ser marcado como ENVIADO.',
    es: 'Solo un pedido PAGO con entrega a domicilio puede marcarse como ENVIADO.',
  },
  whatsappUpdatesOff: {
    pt: 'A loja não envia atualizações de pedidos pelo WhatsApp no momento.',
    es: 'La tienda no envía actualizaciones de pedidos por WhatsApp por el momento.',
  },
  orderNotReadyable: {
    pt: 'Só um pedido PAGO para retirar na loja, ainda não entregue nem marcado como pronto, pode ser marcado como pronto.',
    es: 'Solo un pedido PAGO para retirar en la tienda, aún no entregado ni marcado como listo, puede marcarse como listo.',
  },
  orderNotCancellable: {
    pt: 'Só um pedido ainda não pago pode ser cancelado; um pedido pago é estornado.',
    es: 'Solo un pedido aún no pagado puede cancelarse; un pedido pagado se reembolsa.',
  },
  orderNotRefundable: {
    pt: 'Só um pedido PAGO ou ENVIADO pode ser estornado.',
    es: 'Solo un pedido PAGO o ENVIADO puede reembolsarse.',
  },
  invoiceNotCancellable: {
    pt: 'Só uma fatura aprovada pela SET e sem nota de crédito pode ser cancelada, e só até 48 horas depois da aprovação; depois disso, estorne o pedido (nota de crédito).',
    es: 'Solo una factura aprobada por la SET y sin nota de crédito puede anularse, y solo hasta 48 horas después de la aprobación; después, reembolse el pedido (nota de crédito).',
  },
  invoiceEventRejected: {
    pt: 'A SET recusou o evento; veja o motivo no histórico do pedido.',
    es: 'La SET rechazó el evento; vea el motivo en el historial del pedido.',
  },
  refundInProgress: {
    pt: 'Este pedido já tem um estorno em andamento: aguarde a confirmação do provedor de pagamento.',
    es: 'Este pedido ya tiene un reembolso en trámite: espere la confirmación del proveedor de pagos.',
  },
  boletoAddressRequired: {
    pt: 'Para pagar com boleto é preciso um endereço com CEP no seu cadastro.',
    es: 'Para pagar con boleto se necesita una dirección con CEP en su registro.',
  },
  paymentAmountOutOfRange: {
    pt: 'O Pagopar aceita pagamentos entre Gs. 1.000 e Gs. 50.000.000. Ajuste o carrinho para pagar.',
    es: 'Pagopar acepta pagos entre Gs. 1.000 y Gs. 50.000.000. Ajuste el carrito para pagar.',
  },
  refundUnavailable: {
    pt: 'O estorno não está disponível: o provedor de pagamento não está configurado.',
    es: 'El reembolso no está disponible: el proveedor de pago no está configurado.',
  },
  pickupCodeNotFound: {
    pt: 'Nenhum pedido com este código de retirada.',
    es: 'Ningún pedido con este código de retiro.',
  },
  pickupNotReady: {
    pt: 'Este pedido não pode ser entregue no balcão: só um pedido PAGO com retirada na loja.',
    es: 'Este pedido no puede entregarse en el mostrador: solo un pedido PAGO con retiro en tienda.',
  },
  alreadyHandedOver: { pt: 'Este pedido já foi entregue.', es: 'Este pedido ya fue entregado.' },
  ratesSaved: { pt: 'Cotações salvas.', es: 'Cotizaciones guardadas.' },
  // Catalogue editing (issue 20).
  productChangedMeanwhile: {
    pt: 'Outra pessoa alterou este produto enquanto você editava. Recarregue a página e tente de novo.',
    es: 'Otra persona modificó este producto mientras usted editaba. Recargue la página e intente de nuevo.',
  },
  taxonomyNotFound: { pt: 'Item do catálogo não encontrado.', es: 'Elemento del catálogo no encontrado.' },
  taxonomyNameInUse: { pt: 'Já existe um item com este nome.', es: 'Ya existe un elemento con este nombre.' },
  importFileType: { pt: 'Envie um arquivo CSV ou JSON.', es: 'Envíe un archivo CSV o JSON.' },
  importFeedError: {
    pt: 'O arquivo não pôde ser importado: {detail}',
    es: 'El archivo no se pudo importar: {detail}',
  },
  importRunning: {
    pt: 'Outra importação está em andamento; aguarde o fim dela.',
    es: 'Otra importación está en curso; espere a que termine.',
  },
  // Uploaded pictures (server/services/images).
  pictureType: {
    pt: 'Envie uma imagem JPEG, PNG, WebP ou AVIF.',
    es: 'Envíe una imagen JPEG, PNG, WebP o AVIF.',
  },
  pictureMismatch: {
    pt: 'O conteúdo do arquivo não corresponde ao tipo declarado no nome.',
    es: 'El contenido del archivo no corresponde al tipo declarado en el nombre.',
  },
  pictureTooLarge: {
    pt: 'A imagem não pode ser maior que {max} MB.',
    es: 'La imagen no puede ser mayor que {max} MB.',
  },
  pictureTooManyPixels: {
    pt: 'A imagem tem mais de {max} megapixels.',
    es: 'La imagen tiene más de {max} megapíxeles.',
  },
  pictureUnreadable: {
    pt: 'A imagem está corrompida ou não pode ser lida.',
    es: 'La imagen está dañada o no puede leerse.',
  },
  discountTooLarge: {
    pt: 'O desconto passa do limite de {max}% dos itens.',
    es: 'El descuento supera el límite de {max}% de los ítems.',
  },
  discountManagersOnly: {
    pt: 'Só gerentes podem dar desconto.',
    es: 'Solo los gerentes pueden dar descuento.',
  },
  pricesFromCatalogue: {
    pt: 'Os preços vêm do catálogo: não podem ser alterados num pedido.',
    es: 'Los precios vienen del catálogo: no pueden cambiarse en un pedido.',
  },
  draftAlreadySent: {
    pt: 'Este pedido já foi enviado ao cliente.',
    es: 'Este pedido ya fue enviado al cliente.',
  },
  customerOrInvite: {
    pt: 'Escolha um cliente ou convide alguém a se cadastrar (um dos dois).',
    es: 'Elija un cliente o invite a alguien a registrarse (uno de los dos).',
  },
  deliveryParaguayansOnly: {
    pt: 'Clientes brasileiros retiram na loja: não há entrega em domicílio.',
    es: 'Los clientes brasileños retiran en la tienda: no hay envío a domicilio.',
  },
  deliveryNeedsAddress: {
    pt: 'Escolha um endereço salvo do cliente para a entrega.',
    es: 'Elija una dirección guardada del cliente para el envío.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
