/** The review screen's address: every item that needs review, or one project's. */
export const reviewPath = (projectId?: string) =>
  projectId ? `/review?projectId=${encodeURIComponent(projectId)}` : '/review';

/** "1 item", "12 items". */
export const itemCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`;
