import { z } from 'zod';

export { EMPTY_PROJECT_STATS, PROJECT_MESSAGES } from '../values/projects.ts';
import { optionalText } from './text.ts';
import { TAG_DISCOUNT_LINE_MAX } from '../values/labels.ts';
import { CategoryMarkdown, Percentage0to100 } from '../pricing/pricing-settings.ts';

export const Id = z.uuid({ message: 'Invalid id' });

export const ProjectName = z
  .string({ message: 'Project name is required' })
  .trim()
  .min(1, 'Project name is required')
  .max(120, 'Project name must be at most 120 characters');

export const CreateProjectInput = z.object({
  name: ProjectName,
  description: optionalText(2000, 'Description'),
  folderId: Id.nullable().optional(),
});
export type CreateProjectInput = z.input<typeof CreateProjectInput>;

export const UpdateProjectInput = z
  .object({
    name: ProjectName,
    title: optionalText(200, 'Title'),
    description: optionalText(2000, 'Description'),
    address: optionalText(500, 'Address'),
    saleDates: optionalText(200, 'Sale dates'),
    saleTimes: optionalText(200, 'Sale times'),
    saleNotes: optionalText(2000, 'Sale notes'),
    /** Printed on every price tag of the project, e.g. "Sat 25% off · Sun 50% off". */
    tagDiscountLine: optionalText(TAG_DISCOUNT_LINE_MAX, 'Discount line'),
    markdownPercentage: Percentage0to100.nullable(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateProjectInput = z.input<typeof UpdateProjectInput>;

export const MoveProjectInput = z.object({ folderId: Id.nullable() });
export type MoveProjectInput = z.infer<typeof MoveProjectInput>;

export const ProjectCategoryMarkdownsInput = z.object({
  markdowns: z
    .array(CategoryMarkdown)
    .max(15)
    .refine((list) => new Set(list.map((m) => m.category)).size === list.length, {
      message: 'Each category can have only one markdown',
    }),
});
export type ProjectCategoryMarkdownsInput = z.infer<typeof ProjectCategoryMarkdownsInput>;

export const Project = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  saleDates: z.string().nullable(),
  saleTimes: z.string().nullable(),
  saleNotes: z.string().nullable(),
  tagDiscountLine: z.string().nullable(),
  markdownPercentage: z.number().nullable(),
  folderId: z.string().nullable(),
  categoryMarkdowns: z.array(CategoryMarkdown),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Project = z.infer<typeof Project>;

/** What a project holds: its items, their retail total (cents) and tag value (whole currency units). */
export const ProjectStats = z.object({
  itemCount: z.number().int(),
  retailCents: z.number().int(),
  tagValue: z.number().int(),
});
export type ProjectStats = z.infer<typeof ProjectStats>;

export const ProjectSummary = Project.extend({ stats: ProjectStats });
export type ProjectSummary = z.infer<typeof ProjectSummary>;

export const ProjectList = z.object({ projects: z.array(ProjectSummary) });
export type ProjectList = z.infer<typeof ProjectList>;

export const FolderName = z
  .string({ message: 'Folder name is required' })
  .trim()
  .min(1, 'Folder name is required')
  .max(80, 'Folder name must be at most 80 characters');

export const FolderInput = z.object({ name: FolderName });
export type FolderInput = z.infer<typeof FolderInput>;

export const Folder = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
});
export type Folder = z.infer<typeof Folder>;
export const FolderList = z.object({ folders: z.array(Folder) });
export type FolderList = z.infer<typeof FolderList>;
