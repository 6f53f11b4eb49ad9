import { AccountMailLayout } from './account-mail-layout';

const TEXT = {
  pt: {
    subject: 'Confirme seu e-mail — Loja CDE',
    heading: (name: string) => `Olá, ${name}!`,
    body: [
      'Obrigado por se cadastrar na Loja CDE.',
      'Para confirmar seu e-mail, clique no botão abaixo. O link vale por 24 horas.',
    ],
    action: 'Confirmar e-mail',
    footer: 'Se você não criou uma conta, ignore esta mensagem.',
  },
  es: {
    subject: 'Confirme su correo electrónico — Loja CDE',
    heading: (name: string) => `¡Hola, ${name}!`,
    body: [
      'Gracias por registrarse en Loja CDE.',
      'Para confirmar su correo electrónico, haga clic en el botón de abajo. El enlace vale por 24 horas.',
    ],
    action: 'Confirmar correo',
    footer: 'Si usted no creó una cuenta, ignore este mensaje.',
  },
};

export function confirmEmailMail(lang: 'pt' | 'es', name: string, href: string) {
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
