import { expect, test } from '@playwright/test';
import { activateStaff, checkPage, signInOwner, signInStaff, totpCode } from './support/staff';

/**
 * A clerk enrols an authenticator from "Minha conta" (issue 26): the owner (made by the e2e setup) adds the clerk, who
 * activates with a password only, opens Minha conta from the menu, scans (reads) the secret, confirms it with the
 * password and a code, and from then on signs in with a code. axe at 390 and 1280 px; screenshots under
 * test-results/staff-totp/.
 */
const DIR = 'test-results/staff-totp';
const run = Date.now().toString(36);
const clerk = { email: `balcao-totp-${run}@loja.test`, password: 'Cajero#Seguro-2026' };

test('a clerk enrols TOTP on Minha conta and then signs in with a code (pt-BR)', async ({ browser }) => {
  test.setTimeout(180_000);
  // The owner adds the clerk: a brand-new member's link is answered to the owner (decision 0040).
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signInOwner(owner);
  await owner.getByRole('link', { name: 'Equipe' }).click();
  await expect(owner.getByRole('cell', { name: 'e2e-owner@loja.test' })).toBeVisible();
  await owner.getByLabel('E-mail').fill(clerk.email);
  await owner.getByLabel('Nome').fill('Balcão TOTP');
  await owner.locator('select[name="role"]').selectOption('clerk');
  await owner.locator('select[name="lang"]').selectOption('pt');
  await owner.getByRole('button', { name: 'Adicionar membro' }).click();
  await expect(owner.getByRole('cell', { name: clerk.email })).toBeVisible();
  const link = (await owner.getByTestId('setup-link').textContent())!.trim();
  await ownerContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  expect(await activateStaff(page, link, clerk.password)).toBe('');
  await signInStaff(page, clerk.email, clerk.password, '');

  // From the menu, by keyboard: focus the link and press Enter.
  const menuLink = page.getByRole('link', { name: 'Minha conta' });
  await menuLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Minha conta', level: 1 })).toBeVisible();
  await checkPage(page, DIR, 'account-without-totp');
  await page.getByRole('button', { name: 'Ativar o autenticador' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByRole('img', { name: 'QR' })).toBeVisible();
  await checkPage(page, DIR, 'account-enrolling');
  await page.getByLabel(/^Senha$/).fill(clerk.password);
  await page.getByLabel(/Código do autenticador/).fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(page.getByRole('status')).toContainText('Autenticador ativado');
  await checkPage(page, DIR, 'account-enrolled');
  await context.close();

  // A new device: the password alone no longer lets the clerk in; the password and a code do.
  const later = await browser.newContext();
  const again = await later.newPage();
  await again.goto('/admin/entrar');
  await again.getByLabel(/^E-mail$/).fill(clerk.email);
  await again.getByLabel(/^Senha$/, { exact: true }).fill(clerk.password);
  await again.getByRole('button', { name: /^Entrar$/ }).click();
  await expect(again.getByRole('main').getByRole('alert')).toBeVisible();
  await signInStaff(again, clerk.email, clerk.password, secret);
  await again.getByRole('link', { name: 'Minha conta' }).click();
  await expect(again.getByRole('status')).toContainText('O autenticador está ativo');
  await later.close();
});
