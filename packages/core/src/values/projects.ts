// Plain values (no zod): pages import these at their first render, and must not evaluate zod's schemas
// for it. schemas/projects.ts re-exports them for the server and the forms.
import type { ProjectStats } from '../schemas/projects.ts';

/** What z.uuid() accepts (schemas/projects.ts `Id`), for checking an id without zod. */
export const ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
/** The value when it is an id, otherwise null. */
export const isId = (value: string | null | undefined) => (value && ID_PATTERN.test(value) ? value : null);

export const EMPTY_PROJECT_STATS: ProjectStats = { itemCount: 0, retailCents: 0, tagValue: 0 };

export const PROJECT_MESSAGES = {
  created: 'Project created',
  createFailed: 'Failed to create project',
  updated: 'Project updated successfully',
  updateFailed: 'Failed to update project',
  deleted: 'Project deleted successfully',
  deleteFailed: 'Failed to delete project',
  movedToFolder: 'Project moved to folder',
  removedFromFolder: 'Project removed from folder',
  moveFailed: 'Failed to move project',
  loadFailed: 'Failed to load projects',
  notFound: 'Project not found',
  folderNotFound: 'Folder not found',
  folderExists: 'A folder with this name already exists',
  /** A team member's refusals (the admin's alone, like the pricing rules: core-app.md section 6). */
  deleteAdminOnly: 'Only your account admin can delete a project.',
  markdownAdminOnly: "Only your account admin can change a project's markdowns.",
  /** The Basic plan's limit (commercial-side.md section 9: "up to 5 projects"). */
  basicLimit: (limit: number) =>
    `The Basic plan holds up to ${limit} projects. Delete a finished sale's project, or move to a Pro plan for unlimited projects.`,
} as const;
