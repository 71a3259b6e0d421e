import type { CompleteInvoiceRequest } from '@tagwise/core/sale-day/invoice-schemas';
import { invoiceTotals } from '@tagwise/core/sale-day/invoice-check';
import type { PaymentInput } from '@tagwise/core/sale-day/payments';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import type { Cart } from './cart';

export interface CustomerDraft {
  name: string;
  phone: string;
  email: string;
}

/**
 * The invoice the device sends for its cart (POST /projects/:id/invoices): its lines as priced, the totals
 * from core's invoiceTotals (the server recomputes and refuses any difference); or the first problem, in
 * the checkout's words (cash short, payments that do not add up, a pickup without a name and phone).
 */
export function buildInvoice({
  cart,
  taxBp,
  payments,
  customer,
  pickupPending,
  deviceId,
  now,
  timeZone,
}: {
  cart: Cart;
  taxBp: number;
  payments: readonly PaymentInput[];
  customer: CustomerDraft;
  pickupPending: boolean;
  deviceId: string;
  now: Date;
  timeZone: string;
}): { request: CompleteInvoiceRequest } | { message: string } {
  if (cart.lines.length === 0) return { message: M.noLines };
  const figures = invoiceTotals({
    prices: cart.lines.map((line) => line.priceCents),
    discount: cart.discount,
    taxBp,
    payments,
  });
  if ('message' in figures) return figures;
  const name = customer.name.trim() || null;
  const phone = customer.phone.trim() || null;
  const email = customer.email.trim() || null;
  if (pickupPending && !(name && phone)) return { message: M.pickupNeedsCustomer };
  return {
    request: {
      id: cart.invoiceId,
      deviceId,
      offline: false,
      completedAt: now.toISOString(),
      timeZone,
      lines: cart.lines.map((line) => ({
        id: line.id,
        itemId: line.itemId,
        description: line.description,
        tagPriceCents: line.tagPriceCents,
        dayDiscountBp: line.dayDiscountBp,
        listedCents: line.listedCents,
        priceCents: line.priceCents,
      })),
      discount: cart.discount,
      taxBp,
      payments: payments.map((payment) => ({
        method: payment.method,
        amountCents: payment.amountCents,
        ...(payment.tenderedCents != null ? { tenderedCents: payment.tenderedCents } : {}),
      })),
      totals: figures.totals,
      customer: name || phone || email ? { name, phone, email } : null,
      pickupPending,
      holdId: cart.holdId,
    },
  };
}
