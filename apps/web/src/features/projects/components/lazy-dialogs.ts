import { lazyDialog } from '@/lib/lazy-dialog';

// The projects' form dialogs load when first opened (or when the menu or button that opens them is
// pointed at or focused): react-hook-form and their zod schemas are not part of the page's first render.
export const EditProjectDialog = lazyDialog(() => import('./edit-project-dialog').then((m) => m.EditProjectDialog));
export const CategoryMarkdownsDialog = lazyDialog(() =>
  import('./category-markdowns-dialog').then((m) => m.CategoryMarkdownsDialog),
);
export const FolderDialog = lazyDialog(() => import('./folder-dialog').then((m) => m.FolderDialog));
