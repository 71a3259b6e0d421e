import { createRoute, z } from '@hono/zod-openapi';
import { AppError } from '@tagwise/core/errors';
import { BUSINESS_LOGO_MESSAGES } from '@tagwise/core/values/business-logo';
import { ConditionUsage, PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { adminArea, requireAdmin } from '../../auth/require-actor.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import {
  AccountSettings,
  DisplayPreferences,
  PROFILE_MESSAGES,
  ProfileInput,
} from '@tagwise/core/schemas/account-settings';
import { getAccountSettings } from './get-account-settings.ts';
import { getConditionUsage } from './get-condition-usage.ts';
import { getPricingSettings } from './get-pricing-settings.ts';
import { updateDisplayPreferences } from './update-display-preferences.ts';
import { updateProfile } from './update-profile.ts';
import { updatePricingSettings } from './update-pricing-settings.ts';
import type { Storage } from '../../storage/storage.ts';
import { readBusinessLogo } from './read-business-logo.ts';
import { removeBusinessLogo } from './remove-business-logo.ts';
import { saveBusinessLogo } from './save-business-logo.ts';
import { AVATAR_MESSAGES } from '@tagwise/core/values/avatar';
import { readAvatar } from './read-avatar.ts';
import { removeAvatar } from './remove-avatar.ts';
import { saveAvatar } from './save-avatar.ts';

/** The path logo uploads use: it gets the logo's 5 MB limit instead of the API's JSON body limit. */
export const BUSINESS_LOGO_PATH = '/api/settings/logo';
/** The path profile photo uploads use: the same 5 MB limit. */
export const AVATAR_PATH = '/api/settings/avatar';

const errors = commonErrors('settings');

export function settingsRoutes(db: Database, storage: Storage, ownerEmails: readonly string[]) {
  const router = createRouter<ActorEnv>();
  adminArea(router, '/api/settings/pricing', PROFILE_MESSAGES.adminOnly);
  router.on(['PUT', 'DELETE'], BUSINESS_LOGO_PATH, requireAdmin(BUSINESS_LOGO_MESSAGES.adminOnly));
  return router
    .openapi(
      createRoute({
        method: 'put',
        path: BUSINESS_LOGO_PATH,
        tags: ['Settings'],
        summary: "Replace the workspace's logo (the raw JPEG, PNG or WebP bytes, at most 5 MB); reports show it",
        request: {
          body: {
            required: true,
            content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          },
        },
        responses: {
          200: jsonResponse(AccountSettings, 'Saved'),
          ...errors,
          413: jsonResponse(ErrorResponse, BUSINESS_LOGO_MESSAGES.tooLarge),
          415: jsonResponse(ErrorResponse, BUSINESS_LOGO_MESSAGES.wrongType),
        },
      }),
      async (c) => {
        const data = Buffer.from(await c.req.arrayBuffer());
        if (data.length === 0) throw new AppError('BAD_REQUEST', BUSINESS_LOGO_MESSAGES.corrupt);
        await saveBusinessLogo({ db, storage, actor: c.var.actor, data });
        return c.json(await getAccountSettings({ db, actor: c.var.actor, ownerEmails }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: BUSINESS_LOGO_PATH,
        tags: ['Settings'],
        summary: "Remove the workspace's logo",
        responses: { 200: jsonResponse(AccountSettings, 'Removed'), ...errors },
      }),
      async (c) => {
        await removeBusinessLogo({ db, storage, actor: c.var.actor });
        return c.json(await getAccountSettings({ db, actor: c.var.actor, ownerEmails }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: BUSINESS_LOGO_PATH,
        tags: ['Settings'],
        summary: "The workspace's logo as PNG",
        responses: {
          200: {
            description: 'The logo',
            content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          ...errors,
        },
      }),
      async (c) => {
        const logo = await readBusinessLogo({ db, storage, ownerId: c.var.actor.ownerId });
        if (!logo) throw new AppError('NOT_FOUND', BUSINESS_LOGO_MESSAGES.notFound);
        // The address changes with the logo (?v=), so the browser may keep it; private to the workspace.
        return c.body(new Uint8Array(logo), 200, {
          'content-type': 'image/png',
          'cache-control': 'private, max-age=86400',
          'x-content-type-options': 'nosniff',
        });
      },
    )
    .openapi(
      createRoute({
        method: 'put',
        path: AVATAR_PATH,
        tags: ['Settings'],
        summary: 'Replace your profile photo (the raw JPEG, PNG or WebP bytes, at most 5 MB)',
        request: {
          body: {
            required: true,
            content: { 'application/octet-stream': { schema: z.string().openapi({ format: 'binary' }) } },
          },
        },
        responses: {
          200: jsonResponse(AccountSettings, AVATAR_MESSAGES.saved),
          ...errors,
          413: jsonResponse(ErrorResponse, AVATAR_MESSAGES.tooLarge),
          415: jsonResponse(ErrorResponse, AVATAR_MESSAGES.wrongType),
        },
      }),
      async (c) => {
        const data = Buffer.from(await c.req.arrayBuffer());
        await saveAvatar({ db, storage, actor: c.var.actor, data });
        return c.json(await getAccountSettings({ db, actor: c.var.actor, ownerEmails }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: AVATAR_PATH,
        tags: ['Settings'],
        summary: 'Remove your profile photo',
        responses: { 200: jsonResponse(AccountSettings, AVATAR_MESSAGES.removed), ...errors },
      }),
      async (c) => {
        await removeAvatar({ db, storage, actor: c.var.actor });
        return c.json(await getAccountSettings({ db, actor: c.var.actor, ownerEmails }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: AVATAR_PATH,
        tags: ['Settings'],
        summary: 'Your profile photo as PNG',
        responses: {
          200: {
            description: 'The photo',
            content: { 'image/png': { schema: z.string().openapi({ format: 'binary' }) } },
          },
          ...errors,
        },
      }),
      async (c) => {
        const photo = await readAvatar({ db, storage, actor: c.var.actor });
        if (!photo) throw new AppError('NOT_FOUND', AVATAR_MESSAGES.notFound);
        // The address changes with the photo (?v=), so the browser may keep it; private to the person.
        return c.body(new Uint8Array(photo), 200, {
          'content-type': 'image/png',
          'cache-control': 'private, max-age=86400',
          'x-content-type-options': 'nosniff',
        });
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/settings/account',
        tags: ['Settings'],
        summary: "The signed-in person's role, profile, onboarding and display preferences",
        responses: {
          200: jsonResponse(AccountSettings, 'Settings, with defaults for anything never set'),
          401: errors[401],
        },
      }),
      async (c) => c.json(await getAccountSettings({ db, actor: c.var.actor, ownerEmails }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/api/settings/profile',
        tags: ['Settings'],
        summary: "Change profile fields or onboarding preferences (the business name is the workspace's: admins only)",
        request: { body: jsonBody(ProfileInput) },
        responses: {
          200: jsonResponse(AccountSettings, 'Saved'),
          400: errors[400],
          401: errors[401],
          403: jsonResponse(ErrorResponse, PROFILE_MESSAGES.businessNameAdminOnly),
        },
      }),
      async (c) =>
        c.json(await updateProfile({ db, actor: c.var.actor, input: c.req.valid('json'), ownerEmails }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/api/settings/display-preferences',
        tags: ['Settings'],
        summary: 'Replace what item lists and the item page show',
        request: { body: jsonBody(DisplayPreferences) },
        responses: { 200: jsonResponse(DisplayPreferences, 'Saved'), 400: errors[400], 401: errors[401] },
      }),
      async (c) =>
        c.json(await updateDisplayPreferences({ db, actor: c.var.actor, preferences: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/settings/pricing',
        tags: ['Settings'],
        summary: "The workspace's pricing rules (admins only)",
        responses: {
          200: jsonResponse(PricingSettings, 'Rules, with defaults for anything never set'),
          401: errors[401],
          403: jsonResponse(ErrorResponse, 'Not an admin'),
        },
      }),
      async (c) => c.json(await getPricingSettings({ db, actor: c.var.actor }), 200),
    )
    .openapi(
      createRoute({
        method: 'put',
        path: '/api/settings/pricing',
        tags: ['Settings'],
        summary: 'Replace the pricing rules (admins only)',
        request: { body: jsonBody(PricingSettings) },
        responses: {
          200: jsonResponse(PricingSettings, 'Saved'),
          400: errors[400],
          401: errors[401],
          403: jsonResponse(ErrorResponse, 'Not an admin'),
        },
      }),
      async (c) => c.json(await updatePricingSettings({ db, actor: c.var.actor, settings: c.req.valid('json') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/settings/pricing/condition-usage',
        tags: ['Settings'],
        summary: "How many of the workspace's items have each condition (admins only)",
        responses: {
          200: jsonResponse(ConditionUsage, 'Conditions in use, most items first'),
          401: errors[401],
          403: jsonResponse(ErrorResponse, 'Not an admin'),
        },
      }),
      async (c) => c.json(await getConditionUsage({ db, actor: c.var.actor }), 200),
    );
}
