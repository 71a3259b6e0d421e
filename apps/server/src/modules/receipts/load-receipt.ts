import { and, eq } from 'drizzle-orm';
import { receiptOf, type Receipt } from '@tagwise/core/sale-day/receipt';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { SALE_DAY_MESSAGES } from '@tagwise/core/sale-day/messages';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { orNotFound } from '../../http/not-found.ts';
import type { Storage } from '../../storage/storage.ts';
import { loadInvoice } from '../checkout/invoice-dto.ts';
import { readBranding, type Branding } from '../reports/read-branding.ts';

export interface LoadedReceipt extends Branding {
  invoice: Invoice;
  projectName: string;
  receipt: Receipt;
}

/**
 * A receipt of the actor's workspace's invoice (another workspace's id: 404), worded by core's receiptOf
 * from the stored invoice, with the business's name and logo. Its times are where the sale is: the
 * project's zone, else the zone the device sent (the times then name it), else UTC.
 */
export async function loadReceipt({
  db,
  storage,
  actor,
  invoiceId,
  timeZone,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  invoiceId: string;
  timeZone: string | undefined;
}): Promise<LoadedReceipt> {
  const invoice = await loadInvoice(db, actor, invoiceId);
  const [[project], branding] = await Promise.all([
    db
      .select({ name: projects.name, address: projects.address, timeZone: projects.timeZone })
      .from(projects)
      .where(and(eq(projects.id, invoice.projectId), eq(projects.ownerId, actor.ownerId))),
    readBranding({ db, storage, ownerId: actor.ownerId }),
  ]);
  // Invoices go with their project (on delete cascade): a missing one is a missing invoice.
  const sale = orNotFound(project, SALE_DAY_MESSAGES.invoiceNotFound);
  const receipt = receiptOf(invoice, {
    businessName: branding.businessName,
    projectName: sale.name,
    address: sale.address,
    timeZone: sale.timeZone ?? timeZone ?? 'UTC',
    showZone: !sale.timeZone,
  });
  return { ...branding, invoice, projectName: sale.name, receipt };
}
