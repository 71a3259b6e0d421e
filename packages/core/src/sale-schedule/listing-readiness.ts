import { CUSTOM_ADDRESS_VISIBILITY, LISTING_LIMITS, LISTING_MESSAGES } from '../values/estatesales-listing.ts';
import { isTimeZone, type SaleDay } from './sale-days.ts';

/** The project fields a listing is made from. */
export interface ListingSource {
  address: string | null;
  postalCode: string | null;
  timeZone: string | null;
  saleDays: readonly SaleDay[];
  addressVisibility: number;
  addressVisibleFrom: string | null;
}

/**
 * What stops a project from being published, in the order a person fixes them: the spec's address, sale
 * dates and sale times, plus what the site itself requires (a US ZIP code, the time zone the hours are
 * in). The server refuses with the first; the publish dialog lists them all.
 */
export function listingProblems(project: ListingSource): string[] {
  const problems: string[] = [];
  const address = project.address?.trim() ?? '';
  if (!address) problems.push(LISTING_MESSAGES.needsAddress);
  else if (address.length > LISTING_LIMITS.address) problems.push(LISTING_MESSAGES.addressTooLong);
  if (!project.postalCode || !/^\d{5}$/.test(project.postalCode)) problems.push(LISTING_MESSAGES.needsPostalCode);
  if (project.saleDays.length === 0) problems.push(LISTING_MESSAGES.needsDates);
  else if (project.saleDays.some((day) => !day.start || !day.end || day.start >= day.end)) {
    problems.push(LISTING_MESSAGES.needsTimes);
  }
  if (!project.timeZone || !isTimeZone(project.timeZone)) problems.push(LISTING_MESSAGES.needsTimeZone);
  if (project.addressVisibility === CUSTOM_ADDRESS_VISIBILITY && !project.addressVisibleFrom) {
    problems.push(LISTING_MESSAGES.needsCustomAddressTime);
  }
  return problems;
}
