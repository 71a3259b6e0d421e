// The item names the tag sheet and report benches print. By default English (most sales); with the
// argument `scripts` (issue 33) they cycle through Chinese, Japanese, Korean, Arabic, Hebrew, emoji and
// English, so every font loads and every kind of layout (fallback, right to left) runs.
const SCRIPTS = [
  '红木椅子 一对，清代风格',
  '伊万里焼の花瓶と茶碗のセット',
  '나무 의자 두 개와 작은 탁자',
  'كرسي خشبي قديم مع وسادة',
  'כיסא עץ ישן עם כרית',
  'Rocking chair 🪑 with cushion 🛋️',
  'Mid-century walnut side table with brass pulls',
];

export const scriptNames = process.argv.includes('scripts');

export function benchItemName(n: number): string {
  if (scriptNames) return `${SCRIPTS[n % SCRIPTS.length]}, lot ${n}`;
  return n % 3 ? `Mid-century walnut side table with brass pulls, lot ${n}` : `Lamp ${n}`;
}
