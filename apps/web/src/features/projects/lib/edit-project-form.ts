import { z } from 'zod';
import {
  AddressVisibilityValue,
  ProjectName,
  SaleDay,
  SaleTypeValue,
  type Project,
  type UpdateProjectInput,
} from '@tagwise/core/schemas/projects';
import { CUSTOM_ADDRESS_VISIBILITY, LISTING_LIMITS } from '@tagwise/core/values/estatesales-listing';
import { TAG_DISCOUNT_LINE_MAX } from '@tagwise/core/values/labels';

const text = (max: number, label: string) => z.string().max(max, `${label} must be at most ${max} characters`);

/** The Edit details form: strings as the inputs hold them; numbers for the two choices. */
export const EditProjectForm = z
  .object({
    name: ProjectName,
    title: text(200, 'Title'),
    description: text(2000, 'Description'),
    address: text(500, 'Address'),
    postalCode: z
      .string()
      .trim()
      .regex(/^(\d{5})?$/, 'Enter the 5-digit ZIP code'),
    timeZone: z.string(),
    saleDays: z
      .array(SaleDay)
      .max(LISTING_LIMITS.days)
      .refine((days) => new Set(days.map((day) => day.date)).size === days.length, 'Each day can be listed only once'),
    saleNotes: text(2000, 'Sale notes'),
    saleType: SaleTypeValue,
    addressVisibility: AddressVisibilityValue,
    addressVisibleFrom: z.string(),
    saleTerms: text(4000, 'Terms'),
    tagDiscountLine: text(TAG_DISCOUNT_LINE_MAX, 'Discount line'),
    markdown: z
      .string()
      .trim()
      .refine((v) => v === '' || (/^\d+(\.\d+)?$/.test(v) && Number(v) <= 100), 'Percentage must be between 0 and 100'),
  })
  .refine((v) => v.addressVisibility !== CUSTOM_ADDRESS_VISIBILITY || v.addressVisibleFrom !== '', {
    message: 'Choose the date and time the address shows',
    path: ['addressVisibleFrom'],
  });
export type EditProjectValues = z.input<typeof EditProjectForm>;

/** The form's first values: the project as stored. */
export function editProjectValues(project: Project): EditProjectValues {
  return {
    name: project.name,
    title: project.title ?? '',
    description: project.description ?? '',
    address: project.address ?? '',
    postalCode: project.postalCode ?? '',
    // Chosen on purpose, never assumed from where the operator is: the hours are the house's.
    timeZone: project.timeZone ?? '',
    saleDays: project.saleDays,
    saleNotes: project.saleNotes ?? '',
    saleType: project.saleType,
    addressVisibility: project.addressVisibility,
    addressVisibleFrom: project.addressVisibleFrom ?? '',
    saleTerms: project.saleTerms ?? '',
    tagDiscountLine: project.tagDiscountLine ?? '',
    markdown: project.markdownPercentage === null ? '' : String(project.markdownPercentage),
  };
}

/**
 * What is sent: empty texts as null (the server's "not set"). The days write the dates and times in words,
 * so a sale whose dates were typed as text before days existed keeps that text until days are added. The
 * markdown only by someone who may set it (the admin): the server refuses it from a team member.
 */
export function editProjectInput(
  { markdown, timeZone, addressVisibleFrom, saleDays, ...values }: EditProjectValues,
  project: Project,
  canEditPricing: boolean,
): UpdateProjectInput {
  return {
    ...values,
    ...((saleDays.length > 0 || project.saleDays.length > 0) && { saleDays }),
    ...(timeZone && { timeZone }),
    addressVisibleFrom: addressVisibleFrom === '' ? null : addressVisibleFrom,
    ...(canEditPricing && { markdownPercentage: markdown === '' ? null : Number(markdown) }),
  };
}
