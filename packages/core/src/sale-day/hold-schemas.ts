import { z } from 'zod';
import { ClientId, CustomerName, CustomerPhone, Reason } from './leaves.ts';
import { SALE_DAY_LIMITS, SALE_DAY_MESSAGES as M } from './messages.ts';

/**
 * POST /api/projects/:projectId/holds: "On hold until..." (not paid). `id` is made by the device: sent again,
 * the stored hold is answered. Paid now and picked up later is an invoice with pickupPending instead.
 */
export const PlaceHoldInput = z.object({
  id: ClientId,
  itemIds: z
    .array(ClientId)
    .min(1, M.holdNoItems)
    .max(SALE_DAY_LIMITS.holdItems, M.holdTooManyItems)
    .refine((ids) => new Set(ids).size === ids.length, M.itemTwice),
  customerName: CustomerName.min(1, M.holdNeedsName),
  customerPhone: CustomerPhone.optional().transform((v) => (v ? v : null)),
  holdUntil: z.iso.datetime({ offset: true, message: 'Choose until when' }),
});
export type PlaceHoldInput = z.input<typeof PlaceHoldInput>;

export const ReleaseHoldInput = z.object({ reason: Reason });

export const HOLD_STATES = ['active', 'expired', 'released', 'paid'] as const;

export const Hold = z.object({
  id: z.string(),
  projectId: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  holdUntil: z.iso.datetime(),
  /** active until holdUntil; expired after it (its items can be sold again); released; or paid on an invoice. */
  state: z.enum(HOLD_STATES),
  placedBy: z.object({ userId: z.string().nullable(), name: z.string() }),
  createdAt: z.iso.datetime(),
  items: z.array(z.object({ itemId: z.string(), tagCode: z.string(), name: z.string() })),
  released: z.object({ at: z.iso.datetime(), byName: z.string().nullable(), reason: z.string() }).nullable(),
  invoice: z.object({ id: z.string(), number: z.number().int() }).nullable(),
});
export type Hold = z.infer<typeof Hold>;

/** GET /api/projects/:projectId/holds: the holds that stand (active or expired but not released), soonest end first. */
export const HoldList = z.object({ holds: z.array(Hold) });
export type HoldList = z.infer<typeof HoldList>;
