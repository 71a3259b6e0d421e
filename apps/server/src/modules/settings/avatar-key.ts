import { randomUUID } from 'node:crypto';
import path from 'node:path';

// A person's profile photo (their own, admin or team member): user_settings.avatar_url holds its storage
// key under avatars/<userId>/; the browser reads it through GET /api/settings/avatar?v=<version>.

/** A new key per upload, so a browser never shows a cached older photo under the same address. */
export const newAvatarKey = (userId: string) => `avatars/${userId}/${randomUUID()}.png`;

/** The address the browser loads the photo from, versioned by its key; null without one. */
export const avatarUrl = (key: string | null) => (key ? `/api/settings/avatar?v=${path.basename(key, '.png')}` : null);
