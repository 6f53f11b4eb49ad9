import { AccountMailLayout } from './account-mail-layout';

const TEXT = {
  pt: {
    subject: 'Seu link de acesso à administração — Loja CDE',
    heading: (name: string) => `Olá, ${name}!`,
    body: [
      'Um proprietário da loja gerou um novo link de acesso para a sua conta da administração (mudança de papel ou novo acesso).',
      'Abra o link para definir a senha e, se pedido, o aplicativo autenticador. Ele vale por 3 dias e pode ser usado uma vez.',
    ],
    action: 'Ativar acesso',
    footer: 'Se você não esperava este e-mail, avise o proprietário da loja e não abra o link.',
  },
  es: {
    subject: 'Su enlace de acceso a la administración — Loja CDE',
    heading: (name: string) => `¡Hola, ${name}!`,
    body: [
      'Un propietario de la tienda generó un nuevo enlace de acceso para su cuenta de la administración (cambio de rol o nuevo acceso).',
      'Abra el enlace para definir la contraseña y, si se pide, la aplicación autenticadora. Vale por 3 días y puede usarse una vez.',
    ],
    action: 'Activar acceso',
    footer: 'Si no esperaba este correo, avise al propietario de la tienda y no abra el enlace.',
  },
};

/** A setup link for an existing staff member (issue 26): it goes to their own mailbox, never to the owner who asked. */
export function staffSetupMail(lang: 'pt' | 'es', name: string, href: string) {
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
