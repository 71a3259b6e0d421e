import { sql } from 'drizzle-orm';
import { items, itemImages } from '../../db/schema/items.ts';
import { shownThumbUrl } from './image-dto.ts';

/** What the thumbnail of an item's main photo is made from. */
type MainPhoto = Parameters<typeof shownThumbUrl>[0];

/**
 * The main photo of each item of a query on items, or null: a subquery in a page's select list, so the page
 * and its thumbnails are one statement. PostgreSQL evaluates it for the rows the page returns, after its
 * LIMIT (item_images_item_position_idx finds an item's photos). The item's id is written out in full:
 * drizzle leaves the columns of a one-table query unqualified, and a bare "id" here would be the photo's.
 */
export const mainPhotoOf = () =>
  sql<MainPhoto | null>`(select json_build_object('id', ${itemImages.id}, 'showStudio', ${itemImages.showStudio}, 'studioDisplayKey', ${itemImages.studioDisplayKey})
    from ${itemImages} where ${itemImages.itemId} = ${items}.${sql.identifier(items.id.name)}
    order by ${itemImages.position}, ${itemImages.createdAt} limit 1)`;

/** The thumbnail URL of the version shown of a main photo read by mainPhotoOf. */
export const mainThumbUrl = (photo: MainPhoto | null) => (photo ? shownThumbUrl(photo) : null);
