import { createRoute, z } from '@hono/zod-openapi';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import {
  CreateMemberRequest,
  TEAM_MESSAGES,
  TeamMember,
  TeamView,
  UpdateMemberRequest,
} from '@tagwise/core/schemas/team';
import { adminArea } from '../../auth/require-actor.ts';
import type { Database } from '../../db/client.ts';
import type { EventBus } from '../../events/event-bus.ts';
import { publishSessionsEnded } from '../../events/session-ends.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import type { Storage } from '../../storage/storage.ts';
import { createMember } from './create-member.ts';
import { deleteMember } from './delete-member.ts';
import { listMembers } from './list-members.ts';
import { updateMember } from './update-member.ts';

const params = z.object({ memberId: z.string().min(1).max(100) });
const errors = commonErrors('team member');
const forbidden = jsonResponse(ErrorResponse, TEAM_MESSAGES.adminOnly);
const taken = jsonResponse(ErrorResponse, TEAM_MESSAGES.emailTaken);

/**
 * The admin's team (core-app.md section 6): list, add a sub-user, change or deactivate one, remove one.
 * Deactivating or removing ends the member's sessions; once that has committed, the bus tells their open
 * event streams to check again, so they stop hearing the workspace at once.
 */
export function teamRoutes(db: Database, bus: EventBus, storage: Storage) {
  const router = createRouter<ActorEnv>();
  adminArea(router, '/api/team', TEAM_MESSAGES.adminOnly);
  return router
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/team',
        tags: ['Team'],
        summary: "The admin's team members, and whether the plan lets them add more",
        responses: { 200: jsonResponse(TeamView, 'The team'), 401: errors[401], 403: forbidden },
      }),
      async (c) => c.json(await listMembers(db, c.var.actor), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/team/members',
        tags: ['Team'],
        summary: 'Add a team member: a sub-user account with the e-mail, password and name given',
        request: { body: jsonBody(CreateMemberRequest) },
        responses: {
          201: jsonResponse(TeamMember, TEAM_MESSAGES.created),
          400: errors[400],
          401: errors[401],
          403: jsonResponse(ErrorResponse, `${TEAM_MESSAGES.adminOnly}, or ${TEAM_MESSAGES.needsPro}`),
          409: taken,
        },
      }),
      async (c) => c.json(await createMember(db, c.var.actor, c.req.valid('json')), 201),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/api/team/members/{memberId}',
        tags: ['Team'],
        summary: "Change a member's name or e-mail, or deactivate them (their sessions end) or turn them back on",
        request: { params, body: jsonBody(UpdateMemberRequest) },
        responses: { 200: jsonResponse(TeamMember, TEAM_MESSAGES.updated), ...errors, 403: forbidden, 409: taken },
      }),
      async (c) => {
        const { memberId } = c.req.valid('param');
        const changes = c.req.valid('json');
        const member = await updateMember(db, c.var.actor, memberId, changes);
        if (changes.isActive === false) publishSessionsEnded(bus, c.var.logger, memberId);
        return c.json(member, 200);
      },
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/api/team/members/{memberId}',
        tags: ['Team'],
        summary: 'Remove a member: their account and sessions end; what they made stays in the workspace',
        request: { params },
        responses: { 204: { description: TEAM_MESSAGES.removed }, 401: errors[401], 403: forbidden, 404: errors[404] },
      }),
      async (c) => {
        const { memberId } = c.req.valid('param');
        await deleteMember({ db, storage }, c.var.actor, memberId);
        publishSessionsEnded(bus, c.var.logger, memberId);
        return c.body(null, 204);
      },
    );
}
