import { z } from 'zod';

export { EMPTY_PROJECT_STATS, PROJECT_MESSAGES } from '../values/projects.ts';
import { optionalText } from './text.ts';
import { TAG_DISCOUNT_LINE_MAX } from '../values/labels.ts';
import { CategoryMarkdown, Percentage0to100 } from '../pricing/pricing-settings.ts';
import { isSaleDate, isSaleTime, isTimeZone } from '../sale-schedule/sale-days.ts';
import { ADDRESS_VISIBILITY, LISTING_LIMITS, LISTING_STATUSES, SALE_TYPES } from '../values/estatesales-listing.ts';

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

/** One day of the sale and its hours, in the sale's time zone. */
export const SaleDay = z
  .object({
    date: z.string().refine(isSaleDate, 'Enter the day as a date'),
    start: z.string().refine(isSaleTime, 'Enter the opening time'),
    end: z.string().refine(isSaleTime, 'Enter the closing time'),
  })
  .refine((day) => day.start < day.end, { message: 'The sale must close after it opens', path: ['end'] });
export type SaleDay = z.infer<typeof SaleDay>;

export const SaleDays = z
  .array(SaleDay)
  .max(LISTING_LIMITS.days, `A sale can have at most ${LISTING_LIMITS.days} days`)
  .refine((days) => new Set(days.map((day) => day.date)).size === days.length, {
    message: 'Each day can be listed only once',
  })
  .transform((days) => [...days].sort((a, b) => a.date.localeCompare(b.date)));

export const PostalCode = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{5}$/.test(v), 'Enter the 5-digit ZIP code')
  .transform((v) => (v === '' ? null : v))
  .nullable();

export const TimeZone = z.string().trim().refine(isTimeZone, 'Choose a time zone');

const choice = <T extends readonly { value: number }[]>(options: T, message: string) =>
  z
    .number()
    .int()
    .refine((v) => options.some((option) => option.value === v), message);
export const SaleTypeValue = choice(SALE_TYPES, 'Choose a sale type');
export const AddressVisibilityValue = choice(ADDRESS_VISIBILITY, 'Choose when the address shows');

/** A wall-clock moment in the sale's time zone, YYYY-MM-DDTHH:MM (when the address shows, say). */
export const LocalDateTime = z
  .string()
  .refine((v) => {
    const [date, time] = v.split('T');
    return Boolean(date && time && isSaleDate(date) && isSaleTime(time));
  }, 'Enter a date and a time')
  .nullable();

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
    postalCode: PostalCode,
    timeZone: TimeZone,
    /** Given, these also write sale dates and sale times as words (the days are the source). */
    saleDays: SaleDays,
    saleType: SaleTypeValue,
    addressVisibility: AddressVisibilityValue,
    addressVisibleFrom: LocalDateTime,
    saleTerms: optionalText(4000, 'Terms'),
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

/** The project's listing on EstateSales.NET, once a publish was tried. */
export const ProjectListing = z.object({
  status: z.enum(LISTING_STATUSES),
  listingId: z.string().nullable(),
  url: z.string().nullable(),
  /** When the sale went live; null while it is not published on the site. */
  publishedAt: z.iso.datetime().nullable(),
  syncedAt: z.iso.datetime().nullable(),
  /** The last failure, as the site (or we) put it, and the site's help link for it. */
  lastError: z.string().nullable(),
  helpUrl: z.string().nullable(),
  pictureCount: z.number().int(),
});
export type ProjectListing = z.infer<typeof ProjectListing>;

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
  postalCode: z.string().nullable(),
  timeZone: z.string().nullable(),
  saleDays: z.array(z.object({ date: z.string(), start: z.string(), end: z.string() })),
  saleType: z.number().int(),
  addressVisibility: z.number().int(),
  addressVisibleFrom: z.string().nullable(),
  saleTerms: z.string().nullable(),
  listing: ProjectListing.nullable(),
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
