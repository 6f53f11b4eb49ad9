// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardAddButton } from '@/components/cart/card-add-button';
import { registerAddHandler } from '@/lib/cart/cart-ui';
import { addToCartLabels } from '@/lib/cart/availability';
import pt from '@/messages/pt-BR.json';
import { CardActions } from './card-actions';

/*
 * The grid's one island drives server-rendered card buttons: the same states a shopper saw when every card
 * hydrated its own add-to-cart and heart islands.
 */
const cart = addToCartLabels((key) => pt.Cart[key]);
const labels = { cart, wishlist: { saved: pt.Wishlist.saved, notSaved: pt.Wishlist.notSaved } };

function grid() {
  return render(
    <CardActions labels={labels}>
      <button type="button" aria-pressed={false} title={labels.wishlist.notSaved} data-wishlist-heart={7}>
        heart
      </button>
      <CardAddButton productId={7} available labels={cart} />
      <CardAddButton productId={8} available={false} labels={cart} />
    </CardActions>,
  );
}

afterEach(() => {
  cleanup();
  registerAddHandler(null);
  localStorage.clear();
});

describe('CardActions', () => {
  it('adds through the cart island: "adding", then "added" for 1.2 s, then the button is back', async () => {
    const added: number[] = [];
    let finish = () => {};
    registerAddHandler((id) => new Promise<void>((resolve) => ((finish = resolve), added.push(id))));
    grid();
    const button = screen.getAllByTestId('add-to-cart')[0];
    fireEvent.click(button);
    expect(button.textContent).toBe(cart.adding);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(added).toEqual([7]);
    await act(async () => finish());
    expect(button.textContent).toBe(cart.added);
    expect(button.getAttribute('aria-disabled')).toBe('false');
    expect(screen.getAllByRole('status')[0].textContent).toBe(cart.added);
    await waitFor(() => expect(button.textContent).toBe(cart.addShort), { timeout: 2000 });
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it('an unavailable product says why and adds nothing; a refused add shows the message', async () => {
    const handler = vi.fn(async () => {
      throw new Error('Quantidade indisponível');
    });
    registerAddHandler(handler);
    grid();
    const [ok, off] = screen.getAllByTestId('add-to-cart');
    const [okStatus, offStatus] = screen.getAllByRole('status');
    fireEvent.click(off);
    expect(offStatus.textContent).toBe(cart.unavailable);
    expect(offStatus.hasAttribute('data-notice')).toBe(true);
    expect(handler).not.toHaveBeenCalled();
    fireEvent.click(ok);
    await waitFor(() => expect(okStatus.textContent).toBe('Quantidade indisponível'));
    expect(ok.textContent).toBe(cart.addShort);
    expect(ok.getAttribute('aria-disabled')).toBe('false');
  });

  it('hearts show the saved wishes once the wishlist loads and toggle on click', async () => {
    localStorage.setItem('wishlist', '[7]');
    grid();
    const heart = screen.getByText('heart');
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'), { timeout: 4000 });
    expect(heart.title).toBe(labels.wishlist.saved);
    fireEvent.click(heart);
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(localStorage.getItem('wishlist')).toBeNull();
  });
});
