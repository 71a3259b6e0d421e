import { createRoute, z } from '@hono/zod-openapi';
import { CreateItemInput, Item, ItemCount, ItemDetail, ItemPage, UpdateItemInput } from '@tagwise/core/schemas/items';
import { Id } from '@tagwise/core/schemas/projects';
import { ItemFilter, ItemListQuery } from '@tagwise/core/schemas/item-query';
import { PriceBasis, PriceBasisQuery } from '@tagwise/core/schemas/price-basis';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import type { ActorEnv } from '../../http/app-env.ts';
import { commonErrors, jsonBody, jsonResponse } from '../../http/openapi-helpers.ts';
import { createRouter } from '../../http/router.ts';
import { countItems } from './count-items.ts';
import { createItem } from './create-item.ts';
import { deleteItem } from './delete-item.ts';
import { getItem } from './get-item.ts';
import { getPriceBasis } from './get-price-basis.ts';
import { listItems } from './list-items.ts';
import { updateItem } from './update-item.ts';

const errors = commonErrors('item');
const params = z.object({ itemId: Id });

export function itemRoutes(db: Database, storage: Storage) {
  return createRouter<ActorEnv>()
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/projects/{projectId}/items',
        tags: ['Items'],
        summary: "A project's items matching a search and filters, 50 a page (pass nextCursor back as cursor)",
        request: { params: z.object({ projectId: Id }), query: ItemListQuery },
        responses: { 200: jsonResponse(ItemPage, 'A page of items'), ...errors },
      }),
      async (c) => {
        const { sort, cursor, ...filter } = c.req.valid('query');
        const { projectId } = c.req.valid('param');
        return c.json(await listItems({ db, actor: c.var.actor, filter: { ...filter, projectId }, sort, cursor }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items',
        tags: ['Items'],
        summary: 'The inventory: items across all projects matching a search and filters, 50 a page',
        request: { query: ItemListQuery },
        responses: { 200: jsonResponse(ItemPage, 'A page of items'), ...errors },
      }),
      async (c) => {
        const { sort, cursor, ...filter } = c.req.valid('query');
        return c.json(await listItems({ db, actor: c.var.actor, filter, sort, cursor }), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/count',
        tags: ['Items'],
        summary: 'How many items match a search and filters (all projects, or one with projectId)',
        request: { query: ItemFilter },
        responses: { 200: jsonResponse(ItemCount, 'The number of matching items'), ...errors },
      }),
      async (c) => c.json(await countItems({ db, actor: c.var.actor, filter: c.req.valid('query') }), 200),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/price-basis',
        tags: ['Items'],
        summary:
          'The median price of your own priced items of a category (sold, or priced by a person or a cloud AI), and how many',
        request: { query: PriceBasisQuery },
        responses: { 200: jsonResponse(PriceBasis, 'The median and the number of items it is taken over'), ...errors },
      }),
      async (c) =>
        c.json(await getPriceBasis({ db, actor: c.var.actor, category: c.req.valid('query').category }), 200),
    )
    .openapi(
      createRoute({
        method: 'post',
        path: '/api/items',
        tags: ['Items'],
        summary: 'Add an item by hand; the pricing rules set its tag price unless one is given',
        request: { body: jsonBody(CreateItemInput) },
        responses: { 201: jsonResponse(Item, 'Created'), ...errors },
      }),
      async (c) => c.json(await createItem({ db, actor: c.var.actor, input: c.req.valid('json') }), 201),
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/api/items/{itemId}',
        tags: ['Items'],
        summary: 'One item with its price history',
        request: { params },
        responses: { 200: jsonResponse(ItemDetail, 'The item'), ...errors },
      }),
      async (c) => c.json(await getItem({ db, actor: c.var.actor, itemId: c.req.valid('param').itemId }), 200),
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/api/items/{itemId}',
        tags: ['Items'],
        summary: 'Edit an item; set the tag price by hand or reset it to the rule',
        request: { params, body: jsonBody(UpdateItemInput) },
        responses: { 200: jsonResponse(ItemDetail, 'Updated'), ...errors },
      }),
      async (c) =>
        c.json(
          await updateItem({ db, actor: c.var.actor, itemId: c.req.valid('param').itemId, input: c.req.valid('json') }),
          200,
        ),
    )
    .openapi(
      createRoute({
        method: 'delete',
        path: '/api/items/{itemId}',
        tags: ['Items'],
        summary: 'Delete an item',
        request: { params },
        responses: { 204: { description: 'Deleted' }, ...errors },
      }),
      async (c) => {
        await deleteItem({ db, storage, actor: c.var.actor, itemId: c.req.valid('param').itemId });
        return c.body(null, 204);
      },
    );
}
