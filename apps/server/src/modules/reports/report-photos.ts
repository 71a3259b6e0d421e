import type { Storage } from '../../storage/storage.ts';
import type { ReportItem } from './report-item-pages.ts';
import { loadSharp } from '../item-images/load-sharp.ts';

const SIZE = 120;
const AT_ONCE = 4;

/**
 * The page's photos as small JPEGs (pdfkit embeds JPEG and PNG, our thumbnails are WebP), a few at a
 * time. A photo whose file is missing or unreadable is left out: the row says "No photo" rather than
 * the whole report failing over one file.
 */
export async function reportPhotos(storage: Storage, page: ReportItem[]): Promise<Map<string, Buffer>> {
  const photos = new Map<string, Buffer>();
  const queue = page.filter((item) => item.thumbKey !== null);
  const sharp = await loadSharp();
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      const file = await storage.get(item.thumbKey!).catch(() => null);
      if (!file) continue;
      const jpeg = await sharp(file)
        .resize(SIZE, SIZE, { fit: 'inside' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 72 })
        .toBuffer()
        .catch(() => null);
      if (jpeg) photos.set(item.id, jpeg);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return photos;
}
