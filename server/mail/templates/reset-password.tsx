import { AccountMailLayout } from './account-mail-layout';

const TEXT = {
  pt: {
    subject: 'Redefinição de senha — Loja CDE',
    heading: (name: string) => `Olá, ${name}!`,
    body: [
      'Recebemos um pedido para redefinir a senha da sua conta.',
      'Clique no botão abaixo para escolher uma nova senha. O link vale por 1 hora e pode ser usado uma vez.',
    ],
    action: 'Redefinir senha',
    footer: 'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  },
  es: {
    subject: 'Restablecimiento de contraseña — Loja CDE',
    heading: (name: string) => `¡Hola, ${name}!`,
    body: [
      'Recibimos un pedido para restablecer la contraseña de su cuenta.',
      'Haga clic en el botón de abajo para elegir una nueva contraseña. El enlace vale por 1 hora y puede usarse una vez.',
    ],
    action: 'Restablecer contraseña',
    footer:
      'Si usted no pidió el restablecimiento, ignore este mensaje: su contraseña sigue siendo la misma.',
  },
};

export function resetPasswordMail(lang: 'pt' | 'es', name: string, href: string) {
  const t = TEXT[lang];
  return {
    subject: t.subject,
    element: (
      <AccountMailLayout
        lang={lang}
        preview={t.subject}
        heading={t.heading(name)}
        paragraphs={t.body}
        action={t.action}
        href={href}
        footer={t.footer}
      />
    ),
  };
}
