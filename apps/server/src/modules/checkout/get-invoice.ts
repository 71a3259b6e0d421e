import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { loadInvoice } from './invoice-dto.ts';

/** GET /api/invoices/:invoiceId: one invoice as stored, with its lines, payments, refunds and void. */
export const getInvoice = ({
  db,
  actor,
  invoiceId,
}: {
  db: Database;
  actor: Actor;
  invoiceId: string;
}): Promise<Invoice> => loadInvoice(db, actor, invoiceId);
