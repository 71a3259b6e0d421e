import { createRoute, z } from '@hono/zod-openapi';
import { Folder, FolderInput, FolderList, Id } from '@tagwise/core/schemas/projects';
import { ErrorResponse } from '@tagwise/core/schemas/system';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import type { Database } from '../../db/client.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { createRouter } from '../../http/router.ts';
import { deleteFolder } from './delete-folder.ts';
import { listFolders } from './list-folders.ts';
import { saveFolder } from './save-folder.ts';

const errors = commonErrors('folder');
const params = z.object({ folderId: Id });

export function folderRoutes(db: Database) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/folders',
        tags: ['Projects'],
        summary: 'Folders of the workspace, by name',
        responses: { 200: jsonResponse(FolderList, 'Folders'), 401: errors[401] },
      }),
      async (c) => c.json({ folders: await listFolders({ db, actor: c.var.actor }) }, 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/folders',
        tags: ['Projects'],
        summary: 'Create a folder',
        request: { body: jsonBody(FolderInput) },
        responses: { 201: jsonResponse(Folder, 'Created'), ...errors, 409: jsonResponse(ErrorResponse, 'Name taken') },
      }),
      async (c) => c.json(await saveFolder({ db, actor: c.var.actor, input: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/api/folders/{folderId}',
        tags: ['Projects'],
        summary: 'Rename a folder',
        request: { params, body: jsonBody(FolderInput) },
        responses: { 200: jsonResponse(Folder, 'Renamed'), ...errors, 409: jsonResponse(ErrorResponse, 'Name taken') },
      }),
      async (c) =>
        c.json(
          await saveFolder({
            db,
            actor: c.var.actor,
            folderId: c.req.valid('param').folderId,
            input: c.req.valid('json'),
          }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/api/folders/{folderId}',
        tags: ['Projects'],
        summary: 'Delete a folder; its projects move out of it',
        request: { params },
        responses: { 204: { description: 'Deleted' }, ...errors },
      }),
      async (c) => {
        await deleteFolder({ db, actor: c.var.actor, folderId: c.req.valid('param').folderId });
        return c.body(null, 204);
      },
    );
}
