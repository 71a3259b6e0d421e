import { createRoute, z } from '@hono/zod-openapi';
import {
  CreateProjectInput,
  Id,
  MoveProjectInput,
  Project,
  ProjectCategoryMarkdownsInput,
  ProjectList,
  PROJECT_MESSAGES,
  UpdateProjectInput,
} from '@tagwise/core/schemas/projects';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { requireAdmin } from '../../auth/require-actor.ts';
import { createProject } from './create-project.ts';
import { deleteProject } from './delete-project.ts';
import { getProject } from './get-project.ts';
import { listProjects } from './list-projects.ts';
import { moveProject } from './move-project.ts';
import { setProjectCategoryMarkdowns } from './set-project-category-markdowns.ts';
import { updateProject } from './update-project.ts';

const errors = commonErrors('project');
const adminOnly = { 403: jsonResponse(ErrorResponse, "A team member: this is the account admin's alone") };
const params = z.object({ projectId: Id });
const route = <M extends 'get' | 'post' | 'patch' | 'put' | 'delete', P extends string>(method: M, path: P) => ({
  method,
  path,
  tags: ['Projects'],
});

export function projectRoutes(db: Database, storage: Storage) {
  const router = createRouter<ActorEnv>();
  // Deleting a sale (its items with it) and its category markdowns are the admin's; a team member's
  // project markdown is refused by updateProject, since the same PATCH edits fields they may change.
  router.on('DELETE', '/api/projects/:projectId', requireAdmin(PROJECT_MESSAGES.deleteAdminOnly));
  router.on('PUT', '/api/projects/:projectId/category-markdowns', requireAdmin(PROJECT_MESSAGES.markdownAdminOnly));
  return router
    .openapi(
      createRoute({
        ...route('get', '/api/projects'),
        summary: 'Projects of the workspace, newest first',
        responses: { 200: jsonResponse(ProjectList, 'Projects'), 401: errors[401] },
      }),
      async (c) => c.json({ projects: await listProjects({ db, actor: c.var.actor }) }, 200),
    )
    .openapi(
      createRoute({
        ...route('post', '/api/projects'),
        summary: "Create a project (its markdown is the account's until one is set)",
        request: { body: jsonBody(CreateProjectInput) },
        responses: { 201: jsonResponse(Project, 'Created'), ...errors },
      }),
      async (c) => c.json(await createProject({ db, actor: c.var.actor, input: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        ...route('get', '/api/projects/{projectId}'),
        summary: 'One project',
        request: { params },
        responses: { 200: jsonResponse(Project, 'The project'), ...errors },
      }),
      async (c) => c.json(await getProject({ db, actor: c.var.actor, projectId: c.req.valid('param').projectId }), 200),
    )
    .openapi(
      createRoute({
        ...route('patch', '/api/projects/{projectId}'),
        summary: "Rename, edit sale details or the project markdown (the markdown: the admin's alone)",
        request: { params, body: jsonBody(UpdateProjectInput) },
        responses: { 200: jsonResponse(Project, 'Updated'), ...errors, ...adminOnly },
      }),
      async (c) =>
        c.json(
          await updateProject({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            input: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('put', '/api/projects/{projectId}/folder'),
        summary: 'Move into a folder, or out of any folder with folderId null',
        request: { params, body: jsonBody(MoveProjectInput) },
        responses: { 200: jsonResponse(Project, 'Moved'), ...errors },
      }),
      async (c) =>
        c.json(
          await moveProject({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            folderId: c.req.valid('json').folderId,
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('put', '/api/projects/{projectId}/category-markdowns'),
        summary: "Replace the project's per-category markdowns (the admin's alone)",
        request: { params, body: jsonBody(ProjectCategoryMarkdownsInput) },
        responses: { 200: jsonResponse(Project, 'Saved'), ...errors, ...adminOnly },
      }),
      async (c) =>
        c.json(
          await setProjectCategoryMarkdowns({
            db,
            actor: c.var.actor,
            projectId: c.req.valid('param').projectId,
            input: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        ...route('delete', '/api/projects/{projectId}'),
        summary:
          "Delete a project (the admin's alone; not while it is published on EstateSales.NET, nor once it has invoices)",
        request: { params },
        responses: {
          204: { description: 'Deleted' },
          ...errors,
          ...adminOnly,
          409: jsonResponse(
            ErrorResponse,
            'Published on EstateSales.NET (unpublish it first), or a sale with invoices',
          ),
        },
      }),
      async (c) => {
        await deleteProject({ db, storage, actor: c.var.actor, projectId: c.req.valid('param').projectId });
        return c.body(null, 204);
      },
    );
}
