/** The query keys of a sale's invoices: one prefix, so a change to one invoice re-reads its list too. */
export const invoiceKeys = {
  all: (projectId: string) => ['checkout', projectId, 'invoices'] as const,
  one: (projectId: string, invoiceId: string) => ['checkout', projectId, 'invoices', invoiceId] as const,
};
