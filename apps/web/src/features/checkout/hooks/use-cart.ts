import { useCallback, useEffect, useState } from 'react';
import { emptyCart, isCart, type Cart } from '../lib/cart';

const keyOf = (projectId: string) => `tagwise:checkout-cart:${projectId}`;

function readCart(projectId: string): Cart {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(projectId)) ?? 'null');
    if (isCart(stored)) return stored;
  } catch {
    // Storage refused (a private window) or an unreadable value: start an empty cart.
  }
  return emptyCart();
}

/**
 * The sale's cart on this device, kept in localStorage as it changes, so a reload (or the phone closing the
 * tab to save memory) in the middle of ringing up a customer loses nothing.
 */
export function useCart(projectId: string) {
  const [cart, setCart] = useState<Cart>(() => readCart(projectId));
  useEffect(() => {
    try {
      localStorage.setItem(keyOf(projectId), JSON.stringify(cart));
    } catch {
      // Without storage the cart lives as long as the page.
    }
  }, [projectId, cart]);
  const update = useCallback((change: (cart: Cart) => Cart) => setCart(change), []);
  const reset = useCallback(() => setCart(emptyCart()), []);
  return { cart, update, reset };
}
