import type { AdminLang } from './texts';

/** "Minha conta / Mi cuenta": the staff member's own authenticator (issue 26, decision 0040). */
export const ACCOUNT_TEXT: Record<
  AdminLang,
  {
    title: string;
    totpHeading: string;
    totpOn: string;
    totpOff: string;
    start: string;
    scan: string;
    confirmHelp: string;
    confirm: string;
    enrolled: string;
  }
> = {
  pt: {
    title: 'Minha conta',
    totpHeading: 'Autenticador (código de 6 dígitos)',
    totpOn: 'O autenticador está ativo: cada entrada pede a senha e o código do aplicativo.',
    totpOff:
      'Sua conta entra só com a senha. Ative um autenticador no celular para que ninguém entre só com ela.',
    start: 'Ativar o autenticador',
    scan: 'Escaneie o QR com o aplicativo autenticador (Google Authenticator, Aegis, 1Password…) ou digite a chave:',
    confirmHelp: 'Confirme com a sua senha e o código que o aplicativo mostra agora.',
    confirm: 'Confirmar e ativar',
    enrolled: 'Autenticador ativado. A partir de agora, a entrada pede o código.',
  },
  es: {
    title: 'Mi cuenta',
    totpHeading: 'Autenticador (código de 6 dígitos)',
    totpOn: 'El autenticador está activo: cada ingreso pide la contraseña y el código de la aplicación.',
    totpOff:
      'Su cuenta ingresa solo con la contraseña. Active un autenticador en el celular para que nadie ingrese solo con ella.',
    start: 'Activar el autenticador',
    scan: 'Escanee el QR con la aplicación autenticadora (Google Authenticator, Aegis, 1Password…) o escriba la clave:',
    confirmHelp: 'Confirme con su contraseña y el código que la aplicación muestra ahora.',
    confirm: 'Confirmar y activar',
    enrolled: 'Autenticador activado. Desde ahora, el ingreso pide el código.',
  },
};
