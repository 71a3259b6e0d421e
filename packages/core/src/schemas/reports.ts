import type { z } from 'zod';
import { UndrawableTexts } from './undrawable-text.ts';

/** What a project's reports cannot show, asked before one is downloaded. */
export const ReportCheck = UndrawableTexts;
export type ReportCheck = z.infer<typeof ReportCheck>;
