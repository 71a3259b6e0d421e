import type { SaleDay } from '@tagwise/core/sale-schedule/sale-days';
import { dateInTimeZone } from '@tagwise/core/sale-schedule/sale-days';

/** The projects holding a sale day today where each sale is (its zone, else the device's): the menu offers their checkout. */
export function sellingToday<P extends { saleDays: readonly SaleDay[]; timeZone: string | null }>(
  projects: readonly P[],
  now: Date,
  fallbackZone: string,
): P[] {
  return projects.filter((project) => {
    const today = dateInTimeZone(now, project.timeZone ?? fallbackZone);
    return project.saleDays.some((day) => day.date === today);
  });
}
