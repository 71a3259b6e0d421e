import { z } from 'zod';
import { PaymentMethodSchema, Reason } from './leaves.ts';

export const CONFLICT_RESOLUTIONS = ['refunded', 'duplicate_tag'] as const;

const Sale = z.object({
  lineId: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.number().int(),
  invoiceStatus: z.enum(['completed', 'voided']),
  completedAt: z.iso.datetime(),
  rungByName: z.string(),
  deviceId: z.string(),
  netCents: z.number().int(),
  /** The line was refunded (or its invoice voided): this sale no longer stands. */
  refunded: z.boolean(),
});

/**
 * One item sold twice while devices were offline: both invoices are kept (both customers paid), the later
 * synced line is flagged, and the admin resolves it.
 */
export const SaleConflict = z.object({
  id: z.string(),
  projectId: z.string(),
  item: z.object({ id: z.string().nullable(), tagCode: z.string().nullable(), name: z.string() }),
  detectedAt: z.iso.datetime(),
  /** The sale the server had first, and the one synced after it. */
  first: Sale,
  second: Sale,
  resolution: z.enum(CONFLICT_RESOLUTIONS).nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.iso.datetime().nullable(),
  note: z.string().nullable(),
});
export type SaleConflict = z.infer<typeof SaleConflict>;

/** GET /api/projects/:projectId/sale-conflicts: unresolved first, then resolved, newest first. */
export const SaleConflictList = z.object({ conflicts: z.array(SaleConflict) });
export type SaleConflictList = z.infer<typeof SaleConflictList>;

/**
 * POST /api/sale-conflicts/:conflictId/resolve: refund one of the two lines (the money went back), or say
 * the second tag was a duplicate: that line becomes a line of its own ("Duplicate tag of #CODE") that keeps
 * its money, and the item stays sold by the other.
 */
export const ResolveConflictInput = z.object({
  resolution: z.enum(['refund', 'duplicate_tag'], { message: 'Choose refund or duplicate tag' }),
  lineId: z.uuid({ message: 'Invalid id' }),
  note: Reason.optional(),
  /** For a refund of a split-paid invoice: how the money went back. */
  refundMethod: PaymentMethodSchema.optional(),
});
export type ResolveConflictInput = z.input<typeof ResolveConflictInput>;
