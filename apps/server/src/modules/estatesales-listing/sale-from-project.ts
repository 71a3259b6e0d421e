import { wallTimeToUtc } from '@tagwise/core/sale-schedule/sale-days';
import { CUSTOM_ADDRESS_VISIBILITY, LISTING_LIMITS } from '@tagwise/core/values/estatesales-listing';
import type { EstateSalesSale } from '../../integrations/estatesales/client.ts';
import type { ProjectRow } from './listing-context.ts';

/** Text cut at a word to the site's limit. */
const fit = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

/**
 * The sale as EstateSales.NET takes it, from a project that listingProblems() passed: its listing title
 * (else its name), street address and ZIP code, sale type, when the address shows, the description with
 * the sale notes, and the terms.
 */
export function saleFromProject(project: ProjectRow, organizationId: number): EstateSalesSale {
  const description = [project.description, project.saleNotes].filter(Boolean).join('\n\n');
  const customTime =
    project.addressVisibility === CUSTOM_ADDRESS_VISIBILITY && project.addressVisibleFrom && project.timeZone
      ? wallTimeToUtc(...(project.addressVisibleFrom.split('T') as [string, string]), project.timeZone)
      : null;
  return {
    OrgId: organizationId,
    SaleType: project.saleType,
    Name: fit((project.title ?? project.name).trim(), LISTING_LIMITS.name),
    Address: project.address!.trim(),
    PostalCodeNumber: project.postalCode!,
    ShowAddressType: project.addressVisibility,
    ...(customTime && { UtcCustomDateToShowAddress: customTime.toISOString() }),
    ...(description && { Description: description }),
    ...(project.saleTerms && { Terms: project.saleTerms }),
  };
}
