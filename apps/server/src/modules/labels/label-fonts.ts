import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// DejaVu Sans Condensed: free to embed, covers accents and symbols item names carry (é, ½, ″, ·), and
// narrow enough for a name on a 1-inch label. Read once; pdfkit embeds only the glyphs a document uses.
const require = createRequire(import.meta.url);
const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

export const LABEL_FONTS = {
  regular: read('DejaVuSansCondensed.ttf'),
  bold: read('DejaVuSansCondensed-Bold.ttf'),
};
export type LabelFont = keyof typeof LABEL_FONTS;
