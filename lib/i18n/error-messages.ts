import { isLocale, type AppLocale } from './config';

/**
 * The error boundaries' strings (messages "Error" namespace), inlined: the boundary is part of every
 * route's first-load JS, and loading the i18n runtime for five strings would put it in the page shell.
 * error-messages.test.ts keeps these equal to messages/*.json.
 */
export const ERROR_MESSAGES = {
  'pt-BR': {
    title: 'Algo deu errado',
    text: 'Ocorreu um erro interno no servidor!',
    unavailable: 'Serviço indisponível, tente novamente mais tarde!',
    retry: 'Tentar novamente',
    backHome: 'Voltar para a página inicial',
  },
  'es-PY': {
    title: 'Algo salió mal',
    text: '¡Ocurrió un error interno en el servidor!',
    unavailable: '¡Servicio no disponible, intente nuevamente más tarde!',
    retry: 'Intentar de nuevo',
    backHome: 'Volver a la página de inicio',
  },
} satisfies Record<AppLocale, Record<string, string>>;

export function errorMessages(locale: unknown) {
  const l: AppLocale = isLocale(locale) ? locale : 'pt-BR';
  return { locale: l, t: ERROR_MESSAGES[l] };
}
