import { createRoute } from '@hono/zod-openapi';
import { ConditionUsage, PricingSettings } from '@tagwise/core/pricing/pricing-settings';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { requireAdmin } from '../../auth/require-actor.ts';
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

const errors = commonErrors('settings');

export function settingsRoutes(db: Database, ownerEmails: readonly string[]) {
  const router = createRouter<ActorEnv>();
  const pricingAdmin = requireAdmin(PROFILE_MESSAGES.adminOnly);
  router.use('/api/settings/pricing', pricingAdmin);
  router.use('/api/settings/pricing/*', pricingAdmin);
  return router
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
        summary: 'Change profile fields or onboarding preferences',
        request: { body: jsonBody(ProfileInput) },
        responses: { 200: jsonResponse(AccountSettings, 'Saved'), 400: errors[400], 401: errors[401] },
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
