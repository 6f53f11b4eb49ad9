import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { brazilian, jpeg, png } from '../../server/test/account-fixtures';
import { mailedLink, newEmail, PASSWORD } from './support/accounts';
import { axe, expect, test } from './support/fixtures';

/*
 * Registration through the multi-step form (spec §2, issue 6) for both buyer kinds at 390 and 1280 px, each step
 * screenshotted and checked with axe; landing signed in with the greeting; the e-mail confirmed from the message;
 * and the wishlist heart, anonymous first, then kept by the account across logout and login.
 */

const SHOTS = 'test-results/signup-shots';
mkdirSync(SHOTS, { recursive: true });

async function step(page: Page, name: string, title: string) {
  await expect(page.locator('#signup-step-title')).toHaveText(title);
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

const TEXT = {
  brazilian: {
    path: '/cadastro',
    next: 'Continuar',
    submit: 'Criar minha conta',
    steps: ['Nacionalidade', 'Dados pessoais', 'Documentos', 'Endereço'],
    required: 'Este campo é Obrigatório',
    greeting: 'Olá, Ana',
    confirmed: 'E-mail confirmado com sucesso!',
  },
  paraguayan: {
    path: '/es-PY/cadastro',
    next: 'Continuar',
    submit: 'Crear mi cuenta',
    steps: ['Nacionalidad', 'Datos personales', 'Documentos', 'Dirección'],
    required: 'Este campo es obligatorio',
    greeting: 'Hola, Luis',
    confirmed: '¡Correo electrónico confirmado con éxito!',
  },
} as const;

type Kind = keyof typeof TEXT;

async function typeInto(page: Page, selector: string, digits: string) {
  await page.locator(selector).click();
  await page.keyboard.type(digits);
}

async function register(page: Page, kind: Kind, email: string, { startFromOtherLanguage = false } = {}) {
  const t = TEXT[kind];
  const next = () => page.getByRole('button', { name: t.next, exact: true }).click();

  if (startFromOtherLanguage) {
    // Spec §4 country toggle: the choice moves the form to the buyer kind's language.
    await page.goto(kind === 'brazilian' ? '/es-PY/cadastro' : '/cadastro');
    await page.getByRole('radio', { name: kind === 'brazilian' ? /Soy brasileño/ : /Sou paraguaio/ }).click();
    await page.waitForURL((url) => url.pathname === t.path);
  } else {
    await page.goto(t.path);
  }
  await expect(
    page.getByRole('radio', { name: kind === 'brazilian' ? /Sou brasileiro/ : /Soy paraguayo/ }),
  ).toBeChecked();
  await step(page, `${kind}-1-nationality`, t.steps[0]);
  await next();

  // Personal data: "continue" on an empty step shows every field's error beneath it.
  await expect(page.locator('#signup-step-title')).toHaveText(t.steps[1]);
  await next();
  await expect(page.locator('#signup-nome-error')).toHaveText(t.required);
  await expect(page.locator('#signup-password_confirmation-error')).toHaveText(t.required);
  await step(page, `${kind}-2-personal-errors`, t.steps[1]);
  await page.locator('#signup-nome').fill(kind === 'brazilian' ? 'Ana' : 'Luis');
  await page.locator('#signup-sobrenome').fill(kind === 'brazilian' ? 'Souza' : 'Benítez');
  await typeInto(page, '#signup-telefone', kind === 'brazilian' ? '11912345678' : '983123456');
  await expect(page.locator('#signup-telefone')).toHaveValue(
    kind === 'brazilian' ? '+55 (11) 91234-5678' : '+595 (983) 123-456',
  );
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-email_confirmation').fill(email.toUpperCase());
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-password_confirmation').fill(PASSWORD);
  await expect(page.locator('#signup-email-hint')).toHaveText(
    kind === 'brazilian' ? 'E-mail disponível.' : 'Correo electrónico disponible.',
  );
  await expect(page.locator('[id^="signup-"][id$="-error"]')).toHaveCount(0);
  await step(page, `${kind}-2-personal`, t.steps[1]);
  await next();

  // Documents: CPF or RUC masked, both images previewed.
  await expect(page.locator('#signup-step-title')).toHaveText(t.steps[2]);
  await expect(page.locator('#signup-documento_tipo')).toHaveValue(kind === 'brazilian' ? 'CPF' : 'RUC');
  await expect(page.locator('#signup-razao_social')).toHaveCount(kind === 'brazilian' ? 0 : 1);
  await typeInto(page, '#signup-documento', kind === 'brazilian' ? '52998224726' : '800005199');
  await page.locator('#signup-identidade').fill(kind === 'brazilian' ? '12.345.678-9' : '1234567');
  await page.locator('#signup-orgao_emissor').fill(kind === 'brazilian' ? 'SSP/SP' : 'Policía Nacional');
  await page
    .locator('#signup-frente')
    .setInputFiles({ name: 'frente.txt.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await next();
  await expect(page.locator('#signup-documento-error')).toHaveText(
    kind === 'brazilian' ? 'CPF inválido' : 'RUC inválido',
  );
  await expect(page.locator('#signup-frente-error')).toHaveText(
    kind === 'brazilian'
      ? 'Somente arquivos PNG, JPG, GIF ou PDF são permitidos.'
      : 'Solo se permiten archivos PNG, JPG, GIF o PDF.',
  );
  await page.locator('#signup-documento').fill('');
  await typeInto(page, '#signup-documento', kind === 'brazilian' ? '52998224725' : '800005198');
  await expect(page.locator('#signup-documento')).toHaveValue(
    kind === 'brazilian' ? '529.982.247-25' : '80000519-8',
  );
  await page
    .locator('#signup-frente')
    .setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: await png() });
  await page
    .locator('#signup-verso')
    .setInputFiles({ name: 'verso.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await expect(page.locator('img[src^="blob:"]')).toHaveCount(2);
  // The same document field as the profile modal: each preview is named after its side.
  await expect(
    page.getByRole('img', {
      name:
        kind === 'brazilian'
          ? 'Pré-visualização de Documento de identidade: frente'
          : 'Vista previa de Documento de identidad: frente',
    }),
  ).toBeVisible();
  await expect(page.locator('[id^="signup-"][id$="-error"]')).toHaveCount(0);
  await step(page, `${kind}-3-documents`, t.steps[2]);
  await next();

  await expect(page.locator('#signup-step-title')).toHaveText(t.steps[3]);
  if (kind === 'brazilian') {
    await expect(
      page.getByText('O endereço deve ser o mesmo que consta no seu documento de identidade (RG).'),
    ).toBeVisible();
    await expect(page.locator('#signup-como_chegar')).toHaveCount(0);
    await typeInto(page, '#signup-cep', '01310100');
    await page.locator('#signup-logradouro').click();
    // No internet here: the API's offline CEP ranges know the state, the city is chosen by hand.
    await expect(page.locator('#signup-estado_id')).toHaveValue('26');
    await expect(page.getByText('Encontramos o estado deste CEP. Selecione a cidade.')).toBeVisible();
    await page.locator('#signup-cidade_id').selectOption({ label: 'São Paulo' });
    await page.locator('#signup-logradouro').fill('Avenida Paulista');
    await page.locator('#signup-numero').fill('1000');
    await page.locator('#signup-bairro').fill('Bela Vista');
  } else {
    await expect(page.locator('#signup-pais')).toHaveValue('Paraguay');
    await expect(page.locator('#signup-cidade_id')).toBeDisabled();
    await page.locator('#signup-estado_id').selectOption({ label: 'Alto Paraná' });
    await page.locator('#signup-cidade_id').selectOption({ label: 'Ciudad del Este' });
    await page.locator('#signup-logradouro').fill('Avenida San Blas');
    await page.locator('#signup-numero').fill('123');
    await page.locator('#signup-bairro').fill('Centro');
    await page.locator('#signup-como_chegar').fill('Frente a la plaza');
  }
  await step(page, `${kind}-4-address`, t.steps[3]);
  await page.getByRole('button', { name: t.submit }).click();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const kind of ['brazilian', 'paraguayan'] as const) {
      test(`a ${kind} registers through every step, lands signed in on /perfil and confirms the e-mail`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const t = TEXT[kind];
        const email = newEmail(`signup-${kind}-${width}`);
        await register(page, kind, email, { startFromOtherLanguage: width === 390 });

        // Spec §4: the buyer kind sets the language (Brazilian pt-BR, Paraguayan es-PY).
        await page.waitForURL((url) => url.pathname === (kind === 'brazilian' ? '/perfil' : '/es-PY/perfil'));
        await expect(page.locator('html')).toHaveAttribute('lang', kind === 'brazilian' ? 'pt-BR' : 'es-PY');
        await expect(page.getByTestId('account-link')).toContainText(t.greeting);
        const session = (await page.context().cookies()).find((c) => c.name === 'session');
        expect(session?.httpOnly).toBe(true);
        expect(await page.evaluate(() => document.cookie + JSON.stringify(localStorage))).not.toContain(
          session!.value,
        );
        await page.screenshot({ path: `${SHOTS}/${kind}-5-landed-${width}.png`, fullPage: true });

        const link = await mailedLink(email, 'confirmation-email');
        await page.goto(link);
        await expect(page.getByText(t.confirmed)).toBeVisible();
      });
    }
  });
}

test('at 390 px the floating WhatsApp button covers no nationality card (the header and footer keep the link)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cadastro');
  await expect(page.locator('a.whatsapp-fab')).toBeHidden();
  // Every nationality card is the topmost element at its own centre: nothing floats over it.
  const cards = page.locator('form[data-signup] fieldset label');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    const covered = await card.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !top || !el.contains(top);
    });
    expect(covered).toBe(false);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.locator('a.whatsapp-fab')).toBeVisible();
});

test('an e-mail already in use is refused on blur; ?redirect=/checkout returns to checkout', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const taken = newEmail('taken');
  const res = await request.post('/api/ecom/cliente/cadastrar', {
    headers: { origin: new URL(baseURL!).origin, 'x-forwarded-for': '10.99.1.1' },
    multipart: {
      ...brazilian(taken),
      frente: { name: 'f.png', mimeType: 'image/png', buffer: await png() },
      verso: { name: 'v.png', mimeType: 'image/png', buffer: await png() },
    },
  });
  expect(res.status()).toBe(200);

  await page.goto('/cadastro?redirect=/checkout');
  await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fcheckout',
  );
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.locator('#signup-email').fill(taken);
  await page.locator('#signup-email_confirmation').click();
  await expect(page.locator('#signup-email-error')).toHaveText('O e-mail informado já está em uso.');
  // Continuing is refused while the address is taken.
  await page.locator('#signup-nome').fill('Ana');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator('#signup-step-title')).toHaveText('Dados pessoais');
  await page.screenshot({ path: `${SHOTS}/email-taken-1280.png`, fullPage: true });
});

test('wishlist: an anonymous heart moves to the account and stays across logout and login', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!).origin;
  await page.goto('/produtos');
  const heart = page.locator('[data-wishlist-heart]').first();
  const id = await heart.getAttribute('data-wishlist-heart');
  const sameHeart = page.locator(`[data-wishlist-heart="${id}"]`).first();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName(/^Salvar .+ nos favoritos$/);
  // Keyboard: focus and Space toggle it.
  await heart.focus();
  await page.keyboard.press('Space');
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe(`[${id}]`);
  await page.reload();
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'true');
  await axe(page);

  // Registering signs in (the handler sets the cookie); the next page's hearts move the wish to the account.
  const email = newEmail('wish');
  const res = await page.request.post('/api/ecom/cliente/cadastrar', {
    headers: { origin },
    multipart: {
      ...brazilian(email),
      frente: { name: 'f.png', mimeType: 'image/png', buffer: await png() },
      verso: { name: 'v.png', mimeType: 'image/png', buffer: await png() },
    },
  });
  expect(res.status()).toBe(200);
  await page.reload();
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();

  await page.goto('/perfil/favoritos');
  const saved = page.locator(`[data-favorite="${id}"]`);
  await expect(saved).toBeVisible();
  await expect(saved.getByRole('link', { name: 'Ver produto' })).toHaveAttribute('href', /^\/produto\//);
  await axe(page);
  await page.screenshot({ path: `${SHOTS}/favorites-1280.png`, fullPage: true });

  // Logged out the heart is the anonymous (empty) one; logging in brings the account's back.
  await page.request.post('/api/ecom/logout', { headers: { origin } });
  await page.goto('/produtos');
  await page.waitForTimeout(500);
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'false');
  await page.goto('/login?redirect=/produtos');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => url.pathname === '/produtos');
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'true');

  // Removing on the wishlist page empties it.
  await page.goto('/perfil/favoritos');
  await saved.getByRole('button', { name: /^Remover .+ dos favoritos$/ }).click();
  await expect(saved).toHaveCount(0);
  await expect(page.getByText('Você ainda não salvou nenhum produto.', { exact: false })).toBeVisible();
});
