/** The id of a Stripe reference, which the API sends as an id or, when expanded, as the object. */
export const stripeId = (value: string | { id: string } | null | undefined) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;
