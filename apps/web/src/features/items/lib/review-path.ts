/** The review screen's address: every item that needs review, or one project's. */
export const reviewPath = (projectId?: string) =>
  projectId ? `/review?projectId=${encodeURIComponent(projectId)}` : '/review';
