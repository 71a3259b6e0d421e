/**
 * The photos of one item while the person gathers them: each is resized on arrival ("processing") and
 * becomes "ready" with its smaller copy. Order matters: the first is the main photo. Once uploaded, a
 * photo keeps its upload id so that a retry after a failed analysis does not send it again.
 */
export interface PhotoEntry {
  key: string;
  name: string;
  status: 'processing' | 'ready';
  file?: File;
  previewUrl?: string;
  uploadId?: string;
}

export type PhotoListAction =
  | { type: 'add'; entries: PhotoEntry[] }
  | { type: 'processed'; key: string; file: File; previewUrl: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; to: number }
  | { type: 'uploaded'; key: string; uploadId: string }
  | { type: 'clear' };

export function photoListReducer(photos: PhotoEntry[], action: PhotoListAction): PhotoEntry[] {
  switch (action.type) {
    case 'add':
      return [...photos, ...action.entries];
    case 'processed':
      return photos.map((p) =>
        p.key === action.key ? { ...p, status: 'ready', file: action.file, previewUrl: action.previewUrl } : p,
      );
    case 'remove':
      return photos.filter((p) => p.key !== action.key);
    case 'move': {
      const from = photos.findIndex((p) => p.key === action.key);
      const to = Math.max(0, Math.min(photos.length - 1, action.to));
      if (from === -1 || from === to) return photos;
      const next = [...photos];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      return next;
    }
    case 'uploaded':
      return photos.map((p) => (p.key === action.key ? { ...p, uploadId: action.uploadId } : p));
    case 'clear':
      return [];
  }
}
