import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SaleTerms, SaleTermsInput } from '@tagwise/core/sale-day/terms-schemas';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { findOwnedProject } from '../projects/find-owned.ts';
import { loadSaleTerms } from './sale-terms-dto.ts';

/**
 * PATCH /api/projects/:projectId/sale-terms (the admin's): the client, the commission and the sales tax the
 * checkout charges; only the fields sent change. Invoices keep the tax they were charged (decision 0023): a
 * new rate applies to sales from now on, and a phone whose cart has the old one is asked to refresh it.
 */
export async function updateSaleTerms({
  db,
  actor,
  projectId,
  input,
}: {
  db: Database;
  actor: Actor;
  projectId: string;
  input: z.output<typeof SaleTermsInput>;
}): Promise<SaleTerms> {
  await db.transaction(async (tx) => {
    await findOwnedProject(tx, actor, projectId);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    await tx
      .update(projects)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(projects.id, projectId), eq(projects.ownerId, actor.ownerId)));
  });
  return loadSaleTerms(db, actor, projectId);
}
