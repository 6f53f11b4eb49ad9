import { expect, type Page } from '@playwright/test';
import { jpeg, png } from '../../../server/test/account-fixtures';
import { PASSWORD, type Kind } from './accounts';

/**
 * Registers as a shopper would, through every step of /cadastro (Brazilian) or /es-PY/cadastro (Paraguayan), and
 * waits for the landing on /perfil. The full form checks (errors, masks, axe, screenshots) are signup.spec.ts's.
 */
export async function registerThroughForm(page: Page, kind: Kind, email: string) {
  const br = kind === 'brazilian';
  const next = () => page.getByRole('button', { name: 'Continuar', exact: true }).click();
  const type = async (selector: string, digits: string) => {
    await page.locator(selector).click();
    await page.keyboard.type(digits);
  };
  await page.goto(br ? '/cadastro' : '/es-PY/cadastro');
  await expect(page.getByRole('radio', { name: br ? /Sou brasileiro/ : /Soy paraguayo/ })).toBeChecked();
  await next();
  await page.locator('#signup-nome').fill(br ? 'Ana' : 'Luis');
  await page.locator('#signup-sobrenome').fill(br ? 'Souza' : 'Benítez');
  await type('#signup-telefone', br ? '11912345678' : '983123456');
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-email_confirmation').fill(email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-password_confirmation').fill(PASSWORD);
  await expect(page.locator('#signup-email-hint')).toHaveText(
    br ? 'E-mail disponível.' : 'Correo electrónico disponible.',
  );
  await next();
  await type('#signup-documento', br ? '52998224725' : '800005198');
  await page.locator('#signup-identidade').fill(br ? '12.345.678-9' : '1234567');
  await page.locator('#signup-orgao_emissor').fill(br ? 'SSP/SP' : 'Policía Nacional');
  await page
    .locator('#signup-frente')
    .setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: await png() });
  await page
    .locator('#signup-verso')
    .setInputFiles({ name: 'verso.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
  await next();
  if (br) {
    await type('#signup-cep', '01310100');
    await page.locator('#signup-logradouro').click();
    await expect(page.locator('#signup-estado_id')).toHaveValue('26');
    await page.locator('#signup-cidade_id').selectOption({ label: 'São Paulo' });
    await page.locator('#signup-logradouro').fill('Avenida Paulista');
    await page.locator('#signup-numero').fill('1000');
    await page.locator('#signup-bairro').fill('Bela Vista');
  } else {
    await page.locator('#signup-estado_id').selectOption({ label: 'Alto Paraná' });
    await page.locator('#signup-cidade_id').selectOption({ label: 'Ciudad del Este' });
    await page.locator('#signup-logradouro').fill('Avenida San Blas');
    await page.locator('#signup-numero').fill('123');
    await page.locator('#signup-bairro').fill('Centro');
  }
  await page.getByRole('button', { name: br ? 'Criar minha conta' : 'Crear mi cuenta' }).click();
  await page.waitForURL((url) => url.pathname === (br ? '/perfil' : '/es-PY/perfil'));
}
