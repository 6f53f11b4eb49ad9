import { expect, type Page } from '@playwright/test';
import { newEmail, registerCustomer, type Kind } from './accounts';

/**
 * A new shopper of a kind, registered (signed in), one `slug` in the cart, pickup at the first point chosen on
 * /checkout step 1, then on to the payment step, which it answers. `tag` names the journey in the e-mail address.
 * A Brazilian picks the first state's points (pt-BR); a Paraguayan, whose address the form preselects, the store.
 */
export async function toPaymentStep(page: Page, baseURL: string, kind: Kind, slug: string, tag: string) {
  const prefix = kind === 'brazilian' ? '' : '/es-PY';
  await registerCustomer(page, baseURL, kind, newEmail(`${tag}-${kind}`));
  await page.goto(`${prefix}/produto/${slug}`);
  await page.getByTestId('product-add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(`${prefix}/checkout`);
  const calc = page.getByTestId('shipping-calculator');
  const points = calc.getByTestId('pickup-points');
  if (kind === 'brazilian') {
    await expect(points).toBeVisible();
    await points.getByLabel('Estado').selectOption({ index: 1 });
  } else {
    await expect(calc.getByTestId('checkout-addresses').getByRole('radio')).toBeChecked();
    await calc.getByRole('radio', { name: /Retiro en tienda/ }).check();
  }
  await points.getByRole('radio').first().check();
  await page.getByTestId('checkout-continue').click();
  return page.getByTestId('payment-step');
}
