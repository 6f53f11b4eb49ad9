import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Back-office helpers shared by the staff journeys (catalog.spec.ts, content.spec.ts): the owner that
 * playwright.config.ts creates with `npm run staff:add` (its setup link in .data/e2e), TOTP codes, the pt-BR
 * activation and sign-in forms, and the axe-plus-screenshots check every back-office page gets.
 */
const DATA_DIR = path.resolve('.data/e2e');
export const OWNER = 'e2e-owner@loja.test';
export const OWNER_PASSWORD = 'Dona#E2E-Segura-2026';
const ownerSecretFile = path.join(DATA_DIR, 'staff-owner-secret.txt');

/** The authenticator's code, `ahead` seconds from now (sign-in uses the next step's: a code works once). */
export const totpCode = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead });

/** axe 0 on the page at 390 and at 1280 px (a phone's layout is another page), with a full-page screenshot of each. */
export async function checkPage(page: Page, dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations,
      `${name} at ${width}: ${axe.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`).join(', ')}`,
    ).toEqual([]);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

/** The activation page's words in the back office's language (the browser's, or the staff language cookie). */
export interface ActivationLabels {
  activate: RegExp;
  password: RegExp;
  confirm: RegExp;
  totp: RegExp;
  done: RegExp;
}
const PT_ACTIVATION: ActivationLabels = {
  activate: /Ativar conta/,
  password: /^Senha$/,
  confirm: /Confirme a senha/,
  totp: /Código do autenticador/,
  done: /Conta ativada/,
};
export const ES_ACTIVATION: ActivationLabels = {
  activate: /Activar cuenta/,
  password: /^Contraseña$/,
  confirm: /Confirme la contraseña/,
  totp: /Código del autenticador/,
  done: /Cuenta activada/,
};

/** Opens a setup link (pt-BR page unless told), sets the password and, for roles that need one, the authenticator. */
export async function activateStaff(
  page: Page,
  link: string,
  password: string,
  words: ActivationLabels = PT_ACTIVATION,
): Promise<string> {
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByRole('button', { name: words.activate })).toBeEnabled();
  const secretBox = page.getByTestId('totp-secret');
  const secret = (await secretBox.isVisible()) ? (await secretBox.textContent())!.trim() : '';
  await page.getByLabel(words.password).fill(password);
  await page.getByLabel(words.confirm).fill(password);
  if (secret) await page.getByLabel(words.totp).fill(await totpCode(secret));
  await page.getByRole('button', { name: words.activate }).click();
  await expect(page.getByText(words.done)).toBeVisible();
  return secret;
}

/** The sign-in form's labels in the page's language. */
export interface SignInLabels {
  email: RegExp;
  password: RegExp;
  totp: RegExp;
  submit: RegExp;
}
const PT_SIGN_IN: SignInLabels = {
  email: /^E-mail$/,
  password: /^Senha$/,
  totp: /Código do autenticador/,
  submit: /^Entrar$/,
};
export const ES_SIGN_IN: SignInLabels = {
  email: /^Correo electrónico$/,
  password: /^Contraseña$/,
  totp: /Código del autenticador/,
  submit: /^Ingresar$/,
};

/**
 * Sign-in with the next TOTP step's code. Another journey may sign the same owner in within that step (a code
 * works once): then wait for the step after and try again.
 */
export async function signInStaff(
  page: Page,
  email: string,
  password: string,
  secret: string,
  labels: SignInLabels = PT_SIGN_IN,
) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.goto('/admin/entrar');
    await page.getByLabel(labels.email).fill(email);
    await page.getByLabel(labels.password, { exact: true }).fill(password);
    if (secret) await page.getByLabel(labels.totp).fill(await totpCode(secret, 30));
    await page.getByRole('button', { name: labels.submit }).click();
    const outcome = await Promise.race([
      page.waitForURL(/\/admin$/, { timeout: 15_000 }).then(() => 'in' as const),
      page
        .getByRole('main')
        .getByRole('alert')
        .waitFor({ timeout: 15_000 })
        .then(() => 'refused' as const),
    ]);
    if (outcome === 'in') return;
    await page.waitForTimeout(31_000 - (Date.now() % 30_000));
  }
  throw new Error(`${email} could not sign in`);
}

/** Signs the owner in, activating the account from its setup link the first time a run needs it. */
export async function signInOwner(page: Page) {
  let secret = existsSync(ownerSecretFile) ? readFileSync(ownerSecretFile, 'utf8').trim() : '';
  if (!secret) {
    secret = await activateStaff(
      page,
      readFileSync(path.join(DATA_DIR, 'staff-owner-link.txt'), 'utf8').trim(),
      OWNER_PASSWORD,
    );
    writeFileSync(ownerSecretFile, secret);
  }
  await signInStaff(page, OWNER, OWNER_PASSWORD, secret);
}

/**
 * Staff changes, refunds and rate changes need a fresh TOTP (issue 26): the sign-in's code counts for 5 minutes, after
 * that the back office asks. Answers the prompt when it appears (a later step's code than the sign-in's); false when
 * the action went through without asking.
 */
export async function answerStepUp(
  page: Page,
  secret: string,
  words = { title: /Confirme com o autenticador/, code: /Código do autenticador/, confirm: /^Confirmar$/ },
) {
  const dialog = page.getByRole('dialog', { name: words.title });
  if (
    !(await dialog.waitFor({ timeout: 3000 }).then(
      () => true,
      () => false,
    ))
  )
    return false;
  await dialog.getByLabel(words.code).fill(await totpCode(secret, 30));
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(dialog).toBeHidden();
  return true;
}
