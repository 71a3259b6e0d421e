/** Everything about the bulk queue lives under this key: one invalidation refreshes the widget, the dialog and the page. */
export const QUEUE_KEY = ['queue'] as const;

export const queueKeys = {
  active: () => [...QUEUE_KEY, 'active'] as const,
  history: () => [...QUEUE_KEY, 'history'] as const,
  batch: (batchId: string) => [...QUEUE_KEY, 'batch', batchId] as const,
};
