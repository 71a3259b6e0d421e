import { AppError } from '@tagwise/core/errors';
import type { CompleteInvoiceRequest, CompleteInvoiceResult } from '@tagwise/core/sale-day/invoice-schemas';
import { keepSale, type KeptSale } from './kept-sales';
import type { SendSale } from './sync-kept-sales';

export type SaleOutcome = { kind: 'completed'; result: CompleteInvoiceResult } | { kind: 'kept'; sale: KeptSale };

/** No connection, or a server that could not answer: the customer has paid, so the sale is kept. */
const noAnswer = (error: unknown) => !(error instanceof AppError) || error.status >= 500;

/**
 * Completes a sale online, or keeps it on the device when there is no connection (the device says so, or
 * the request gets no answer or a server fault): the money changed hands, so the sale is never lost; it is
 * sent later with `offline: true` and the same id (a sale the server did store answers its invoice). A
 * refusal (409 sold elsewhere, 400) is the server's answer and is thrown, for the screen to show.
 */
export async function completeOrKeep({
  userId,
  projectId,
  request,
  send,
  now = new Date(),
}: {
  userId: string;
  projectId: string;
  request: CompleteInvoiceRequest;
  send: SendSale;
  now?: Date;
}): Promise<SaleOutcome> {
  const keep = async (): Promise<SaleOutcome> => ({
    kind: 'kept',
    sale: await keepSale({ userId, projectId, request: { ...request, offline: true }, now }),
  });
  if (!navigator.onLine) return keep();
  try {
    return { kind: 'completed', result: await send(projectId, request) };
  } catch (error) {
    if (noAnswer(error)) return keep();
    throw error;
  }
}
