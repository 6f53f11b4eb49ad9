import type { APIRequestContext, Page } from '@playwright/test';
import { jpeg, png } from '../../server/test/account-fixtures';
import { mailedLink, newEmail, PASSWORD, registerCustomer } from './support/accounts';
import { API, axe, expect, screenshots, test } from './support/fixtures';

/*
 * Customer accounts in the browser (issue 6, storefront half): login and logout through the storefront's
 * HttpOnly-cookie handlers, recovery and reset from the mailed link, e-mail confirmation, profile, addresses,
 * password change and session expiry, in both languages, at 390 and 1280 px, with axe on every page.
 */

const shot = screenshots('test-results/account-shots');

/** No token anywhere browser JavaScript can read. */
async function expectNoReadableToken(page: Page) {
  const session = (await page.context().cookies()).find((c) => c.name === 'session');
  expect(session, 'session cookie').toBeTruthy();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe('Lax');
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify(localStorage),
    sessionStore: JSON.stringify(sessionStorage),
  }));
  expect(readable.cookie).not.toContain(session!.value);
  expect(readable.cookie).not.toMatch(/(^|;\s*)session=/);
  expect(readable.local).not.toContain(session!.value);
  expect(readable.sessionStore).not.toContain(session!.value);
}

interface CatalogProduct {
  id: number;
  nome: string;
  mostrar_preco: boolean;
  tem_estoque: boolean;
  tem_medida: boolean;
}

/** The first product with a shown price that can (or cannot) go into the cart, from the journeys' API. */
async function productThat(request: APIRequestContext, sellable: boolean): Promise<CatalogProduct> {
  for (let n = 1; n <= 12; n++) {
    const res = await request.get(`${API}/api/public/products?per_page=100&page=${n}&moeda_id=2`);
    const { data } = (await res.json()) as { data: CatalogProduct[] };
    const found = data.find((p) => p.mostrar_preco && (p.tem_estoque && p.tem_medida) === sellable);
    if (found) return found;
  }
  throw new Error(`no ${sellable ? 'sellable' : 'unavailable'} product with a shown price`);
}

async function openAccountNav(page: Page) {
  // ≤ 768 px the sidebar is collapsed behind a toggle.
  const toggle = page.locator('button[aria-controls="account-nav-list"]');
  if (await toggle.isVisible()) {
    await expect(page.locator('#account-nav-list')).toBeHidden();
    await toggle.click();
  }
  await expect(page.locator('#account-nav-list')).toBeVisible();
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('a Brazilian logs in from the Spanish login page: pt-BR, redirect kept, greeting, no readable token, logout', async ({
      page,
      baseURL,
    }) => {
      const email = newEmail('br');
      await registerCustomer(page, baseURL!, 'brazilian', email);
      await page.context().clearCookies();

      await page.goto('/es-PY/login?redirect=/perfil/endereco');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingrese a su cuenta');
      await expect(page.getByRole('link', { name: 'Regístrese' })).toHaveAttribute(
        'href',
        '/es-PY/cadastro?redirect=%2Fperfil%2Fendereco',
      );
      await expect(page.getByRole('link', { name: 'Olvidé mi contraseña' })).toHaveAttribute(
        'href',
        '/es-PY/recuperar-senha',
      );
      await expect(page.getByTestId('account-link')).toContainText('Ingresar o registrarse');
      await axe(page);
      await shot(page, 'login-es');

      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
      await page.getByLabel('Correo electrónico').fill(email);
      await page.getByLabel('Contraseña').fill('Errada#123');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await expect(page.locator('main [role="alert"]')).toContainText('Credenciales inválidas');
      await shot(page, 'login-error-es');

      await page.getByLabel('Contraseña').fill(PASSWORD);
      await page.getByRole('button', { name: 'Ingresar' }).click();
      // Spec §4: a foreign customer shops in pt-BR, so the redirect target opens unprefixed.
      await page.waitForURL((url) => url.pathname === '/perfil/endereco');
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
      await expect(page.getByTestId('account-link')).toContainText('Olá, Ana');
      await expect(page.getByTestId('account-link')).toHaveAttribute('href', '/perfil');
      await expect(page.locator('#pref-locale')).toBeDisabled();
      await expectNoReadableToken(page);

      await openAccountNav(page);
      await page.getByRole('button', { name: 'Sair' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await expect(page.getByTestId('account-link')).toContainText('Entrar ou cadastrar-se');
      await expect(page.locator('#pref-locale')).toBeEnabled();
      expect((await page.context().cookies()).map((c) => c.name)).not.toContain('session');
    });

    test('a Paraguayan: personal data in es-PY, resend and confirm the e-mail from the message, edit the profile with new images', async ({
      page,
      baseURL,
    }) => {
      const email = newEmail('py');
      await registerCustomer(page, baseURL!, 'paraguayan', email);

      await page.goto('/es-PY/perfil');
      await expect(page.getByRole('heading', { name: 'Datos personales' })).toBeVisible();
      await expect(page.getByText('Luis Benítez')).toBeVisible();
      await expect(page.getByText('Su correo electrónico aún no fue confirmado.')).toBeVisible();
      await expect(page.getByTestId('account-link')).toContainText('Hola, Luis');
      await axe(page);
      await shot(page, 'profile-es');

      await page.getByRole('button', { name: 'Reenviar correo de confirmación' }).click();
      await expect(
        page.getByText('Enviamos un nuevo correo de confirmación. Verifique su bandeja de entrada.'),
      ).toBeVisible();

      // The resent message replaces the registration one: its link is the one that works.
      const link = await mailedLink(email, 'confirmation-email', 2);
      expect(link).toMatch(/^\/es-PY\/app\/confirmation-email\//);
      await page.goto(link);
      await expect(page.getByText('¡Correo electrónico confirmado con éxito!')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ir al inicio de sesión' })).toHaveAttribute(
        'href',
        '/es-PY/login',
      );
      await axe(page);
      await shot(page, 'confirm-ok-es');
      // The link is single-use: opening it again is the error state with a link home.
      await page.reload();
      await expect(page.locator('main [role="alert"]')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Volver a la página de inicio' })).toBeVisible();
      await shot(page, 'confirm-error-es');

      await page.goto('/es-PY/perfil/dados-pessoais');
      await expect(page.getByRole('heading', { name: 'Datos personales' })).toBeVisible();
      await expect(page.getByText('Su correo electrónico aún no fue confirmado.')).toHaveCount(0);

      await page.getByRole('button', { name: 'Editar perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar perfil' });
      await expect(dialog).toBeVisible();
      const phone = dialog.getByLabel('Teléfono');
      await phone.fill('');
      await phone.pressSequentially('981555444');
      await expect(phone).toHaveValue('+595 (981) 555-444');
      await expect(dialog.getByLabel('Tipo de documento').locator('option')).toHaveText(['RUC', 'Cédula']);
      await dialog.getByLabel('Número de documento').fill('80069563-1');
      await dialog
        .getByLabel('Documento (frente)')
        .setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: await png('#3a3') });
      await expect(dialog.getByRole('img', { name: 'Vista previa de Documento (frente)' })).toBeVisible();
      await dialog
        .getByLabel('Documento (dorso)')
        .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(dialog.getByText('Solo se permiten archivos PNG, JPG, GIF o PDF.')).toBeVisible();
      await dialog
        .getByLabel('Documento (dorso)')
        .setInputFiles({ name: 'verso.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
      await expect(dialog.getByText('Solo se permiten archivos PNG, JPG, GIF o PDF.')).toHaveCount(0);
      await axe(page);
      await shot(page, 'profile-edit-es');
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('¡Perfil actualizado con éxito!')).toBeVisible();
      await expect(page.getByText('+595 (981) 555-444')).toBeVisible();
      await expect(page.getByText('80069563-1')).toBeVisible();
    });

    test('a Paraguayan manages addresses: department/district modal, set main, remove', async ({
      page,
      baseURL,
    }) => {
      const email = newEmail('addr');
      await registerCustomer(page, baseURL!, 'paraguayan', email);
      await page.goto('/es-PY/perfil/endereco');
      await expect(page.getByRole('heading', { name: 'Direcciones' })).toBeVisible();
      const cards = page.locator('section[aria-labelledby="addresses-title"] li');
      await expect(cards).toHaveCount(1);
      const badge = (card: typeof cards) => card.locator('span', { hasText: /^Principal$/ });
      await expect(badge(cards.first())).toHaveCount(1);
      const registered = cards.filter({ hasNotText: 'Depósito' });
      await axe(page);
      await shot(page, 'addresses-es');

      await page.getByRole('button', { name: 'Agregar dirección' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva dirección' });
      await expect(dialog.getByLabel('País')).toHaveValue('Paraguay');
      await expect(dialog.getByLabel('País')).toHaveAttribute('readonly', '');
      await expect(dialog.getByLabel('CEP')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
      await expect(dialog.getByText('Este campo es obligatorio').first()).toBeVisible();
      await dialog.getByLabel('Nombre de la dirección').fill('Depósito');
      const district = dialog.getByLabel('Distrito');
      await expect(district).toBeDisabled();
      await expect(dialog.getByLabel('Departamento').locator('option')).not.toHaveCount(1);
      await dialog.getByLabel('Departamento').selectOption({ index: 1 });
      await expect(district).toBeEnabled();
      await district.selectOption({ index: 1 });
      await dialog.getByLabel('Calle').fill('Avenida Monseñor Rodríguez');
      await dialog.getByLabel('Número').fill('455');
      await dialog.getByLabel('Barrio').fill('Boquerón');
      await axe(page);
      await shot(page, 'address-new-es');
      await dialog.getByRole('button', { name: 'Guardar dirección' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('¡Dirección guardada con éxito!')).toBeVisible();
      await expect(cards).toHaveCount(2);

      await page.getByRole('button', { name: 'Definir Depósito como dirección principal' }).click();
      await expect(page.getByText('Dirección principal definida.')).toBeVisible();
      await expect(badge(cards.filter({ hasText: 'Depósito' }))).toHaveCount(1);
      await expect(badge(registered)).toHaveCount(0);
      // Exactly one main address.
      await expect(
        page.locator('section[aria-labelledby="addresses-title"] li span', { hasText: /^Principal$/ }),
      ).toHaveCount(1);

      await registered.getByRole('button', { name: /^Eliminar la dirección/ }).click();
      await expect(page.getByText('Dirección eliminada.')).toBeVisible();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Depósito');
      await page.reload();
      await expect(cards).toHaveCount(1);
      await shot(page, 'addresses-after-es');
    });

    test('favourites: add-to-cart on a saved product, an unavailable one explained', async ({
      page,
      baseURL,
      request,
    }) => {
      // Both languages: a Paraguayan at 390 px, a Brazilian at 1280 px.
      const es = width === 390;
      const l = es
        ? {
            prefix: '/es-PY',
            added: '¡Agregado!',
            unavailable: '¡Este producto no está disponible en este momento!',
            title: 'Mis favoritos',
          }
        : {
            prefix: '',
            added: 'Adicionado!',
            unavailable: 'Este produto está indisponível no momento!',
            title: 'Meus favoritos',
          };
      await registerCustomer(page, baseURL!, es ? 'paraguayan' : 'brazilian', newEmail('fav-cart'));
      const [sellable, unavailable] = await Promise.all([
        productThat(request, true),
        productThat(request, false),
      ]);
      for (const p of [sellable, unavailable]) {
        const res = await page.request.put(`/api/ecom/cliente/favoritos/${p.id}`, {
          headers: { origin: new URL(baseURL!).origin },
        });
        expect(res.status(), await res.text()).toBe(200);
      }

      await page.goto(`${l.prefix}/perfil/favoritos`);
      await expect(page.getByRole('heading', { name: l.title })).toBeVisible();
      const good = page.locator(`[data-favorite="${sellable.id}"]`);
      const bad = page.locator(`[data-favorite="${unavailable.id}"]`);
      await expect(bad.getByTestId('add-to-cart')).toHaveAttribute('aria-disabled', 'true');
      await bad.getByTestId('add-to-cart').click({ force: true });
      await expect(bad.getByRole('status')).toHaveText(l.unavailable);

      await good.getByTestId('add-to-cart').click();
      await expect(good.getByTestId('add-to-cart')).toHaveText(l.added);
      await expect(page.getByTestId('cart-count')).toHaveText('1');
      await page.getByTestId('cart-button').click();
      await expect(
        page.locator('#cart-panel').getByTestId('cart-line').filter({ hasText: sellable.nome }),
      ).toHaveCount(1);
      await page.keyboard.press('Escape');
      await axe(page);
      await shot(page, `favorites-cart-${es ? 'es' : 'pt'}`);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a Brazilian adds an address by CEP (offline: state known, city chosen by hand)', async ({
    page,
    baseURL,
  }) => {
    await registerCustomer(page, baseURL!, 'brazilian', newEmail('cep'));
    await page.goto('/perfil/endereco');
    await page.getByRole('button', { name: 'Adicionar endereço' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo endereço' });
    await expect(dialog.getByLabel('País')).toHaveValue('Brasil');
    await dialog.getByLabel('Nome do endereço').fill('Trabalho');
    const cep = dialog.getByLabel('CEP');
    await cep.pressSequentially('01310100');
    await expect(cep).toHaveValue('01310-100');
    await dialog.getByLabel('Logradouro').click();
    // This machine has no internet: the API's offline table knows the state, the city is chosen by hand.
    await expect(
      dialog.getByText('CEP não encontrado. Selecione o estado e a cidade manualmente.'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Estado')).toHaveValue('26');
    await dialog.getByLabel('Cidade').selectOption({ label: 'São Paulo' });
    await dialog.getByLabel('Logradouro').fill('Avenida Paulista');
    await dialog.getByLabel('Número').fill('900');
    await dialog.getByLabel('Bairro').fill('Bela Vista');
    await axe(page);
    await shot(page, 'address-new-pt');
    await dialog.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(dialog).toBeHidden();
    const card = page.locator('li', { hasText: 'Trabalho' });
    await expect(card).toContainText('01310-100');
    await expect(card).toContainText('São Paulo');
  });

  test('recover and reset the password from the mailed link, then log in with it', async ({
    page,
    baseURL,
  }) => {
    const email = newEmail('reset');
    await registerCustomer(page, baseURL!, 'brazilian', email);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await page.waitForURL('**/recuperar-senha');
    await axe(page);
    await shot(page, 'recover-pt');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(
      page.getByText('Se o e-mail estiver cadastrado, enviaremos as instruções para redefinir a senha.'),
    ).toBeVisible();
    await shot(page, 'recover-sent-pt');

    const link = await mailedLink(email, 'reset-password');
    expect(link).toMatch(/^\/app\/reset-password\/[0-9a-f-]{36}\/[^/?]+\?/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Criar nova senha');
    await axe(page);
    await page.getByLabel('Nova senha', { exact: true }).fill('Nova#Senha1');
    await page.getByLabel('Confirme a nova senha').fill('Nova#Senha2');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('As senhas não coincidem. Tente novamente.')).toBeVisible();
    await shot(page, 'reset-mismatch-pt');
    await page.getByLabel('Confirme a nova senha').fill('Nova#Senha1');
    await page.getByRole('button', { name: 'Redefinir senha' }).click();
    await expect(page.getByText('Senha redefinida com sucesso!')).toBeVisible();
    await shot(page, 'reset-done-pt');
    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('Nova#Senha1');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil');
    await expect(page.getByTestId('account-link')).toContainText('Olá, Ana');
  });

  test('incomplete reset and confirmation links say so', async ({ page }) => {
    await page.goto('/app/reset-password/only-one-part');
    await expect(
      page.getByText('O link de redefinição está incompleto. Por favor, verifique o link enviado.'),
    ).toBeVisible();
    await page.goto('/app/confirmation-email/only-one-part');
    await expect(
      page.getByText('O link de confirmação do e-mail está incompleto. Por favor, verifique o link enviado.'),
    ).toBeVisible();
    await axe(page);
  });

  test('change the password (three fields), then log in with the new one', async ({ page, baseURL }) => {
    const email = newEmail('pwd');
    await registerCustomer(page, baseURL!, 'brazilian', email);
    await page.goto('/perfil/alterar-senha');
    const current = page.getByLabel('Senha atual');
    await current.fill('Errada#123');
    await page.getByLabel('Nova senha', { exact: true }).fill('Outra#Senha9');
    await page.getByLabel('Confirme a nova senha').fill('Outra#Senha9');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('A senha atual está incorreta.').first()).toBeVisible();
    await axe(page);
    await shot(page, 'password-error-pt');
    await current.fill(PASSWORD);
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect(current).toHaveValue('');
    await shot(page, 'password-done-pt');

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill('Outra#Senha9');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname === '/perfil');
  });

  test('session expiry: the hour running out clears session and cart keys; a revoked token clears the greeting', async ({
    page,
    baseURL,
  }) => {
    await registerCustomer(page, baseURL!, 'brazilian', newEmail('exp'));
    await page.goto('/perfil/meus-pedidos');
    await expect(page.getByText('Você ainda não fez nenhum pedido.')).toBeVisible();
    await axe(page);
    await shot(page, 'orders-pt');
    await page.evaluate(() => {
      localStorage.setItem('cart_id', '42');
      localStorage.setItem('token_expiry', String(Date.now() + 1500));
    });
    await page.reload();
    // The hour is over: session cookie gone, cart keys gone, back to login with the way back kept.
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/perfil/meus-pedidos',
      { timeout: 15_000 },
    );
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('session');
    expect(
      await page.evaluate(() => [localStorage.getItem('cart_id'), localStorage.getItem('token_expiry')]),
    ).toEqual([null, null]);

    // A token the API no longer knows (revoked elsewhere): the header's /me fails and the session is cleared.
    const url = new URL(baseURL!);
    await page.context().addCookies([
      {
        name: 'session',
        value: 'revoked-token-revoked-token-revoked',
        domain: url.hostname,
        path: '/',
        httpOnly: true,
        sameSite: 'Lax',
      },
      { name: 'signed_in', value: '1', domain: url.hostname, path: '/', sameSite: 'Lax' },
    ]);
    await page.goto('/sobre-nos');
    await expect(page.getByTestId('account-link')).toContainText('Entrar ou cadastrar-se');
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => c.name))
      .not.toContain('signed_in');
  });

  test('account pages need a session, are never cached or indexed, and unknown sections show personal data', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/perfil/endereco');
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/perfil/endereco',
    );

    await registerCustomer(page, baseURL!, 'brazilian', newEmail('guard'));
    const res = await page.goto('/perfil/nao-existe');
    expect(res?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: 'Dados pessoais' })).toBeVisible();
    await expect(page.locator('#account-nav-list a[aria-current="page"]')).toHaveText('Dados pessoais');

    // A state change from another site is refused before it reaches the API.
    const csrf = await page.request.post('/api/ecom/cliente/trocar-senha-l', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { password_currently: PASSWORD, password: 'Hack#12345', password_confirmation: 'Hack#12345' },
    });
    expect(csrf.status()).toBe(403);
    expect(csrf.headers()['cache-control']).toBe('no-store');
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('recovery, reset, password and orders pages on a phone, in both languages', async ({
    page,
    baseURL,
  }) => {
    for (const [prefix, tag] of [
      ['', 'pt'],
      ['/es-PY', 'es'],
    ] as const) {
      await page.goto(`${prefix}/recuperar-senha`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        tag === 'pt' ? 'Recuperar senha' : 'Recuperar contraseña',
      );
      await axe(page);
      await shot(page, `recover-${tag}`);
      await page.goto(
        `${prefix}/app/reset-password/00000000-0000-4000-8000-000000000000/token?email=a%40b.c&code=123456`,
      );
      await expect(
        page.getByRole('button', { name: tag === 'pt' ? 'Redefinir senha' : 'Restablecer contraseña' }),
      ).toBeVisible();
      await axe(page);
      await shot(page, `reset-${tag}`);
    }
    await registerCustomer(page, baseURL!, 'paraguayan', newEmail('phone'));
    for (const path of ['/es-PY/perfil/alterar-senha', '/es-PY/perfil/meus-pedidos']) {
      await page.goto(path);
      await expect(page.locator('main h2').first()).toHaveText(
        path.endsWith('senha') ? 'Cambiar contraseña' : 'Mis pedidos',
      );
      await axe(page);
      await shot(page, path.split('/').at(-1)!);
    }
  });
});
