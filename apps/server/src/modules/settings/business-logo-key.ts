import { randomUUID } from 'node:crypto';
import path from 'node:path';

// user_settings.business_logo_url holds the logo's storage key (the spec names the column a URL; the
// file is private to the workspace, so the browser reads it through GET /api/settings/logo).

/** A new key per upload, so a browser never shows a cached older logo under the same address. */
export const newBusinessLogoKey = (ownerId: string) => `logos/${ownerId}/${randomUUID()}.png`;

/** The address the browser loads the logo from, versioned by its key; null without a logo. */
export const businessLogoUrl = (key: string | null) =>
  key ? `/api/settings/logo?v=${path.basename(key, '.png')}` : null;
