import { useRef, useState, type ReactNode } from 'react';
import { ImagePlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * Where photos come in: dropped from a desktop's files, or picked with the button (on a phone the
 * picker also offers the camera roll). The caller checks the files; the zone only collects them.
 */
export function PhotoDropZone({
  onFiles,
  accept,
  disabled = false,
  buttonLabel = 'Add photos',
  children,
  actions,
  className,
}: {
  onFiles: (files: File[]) => void;
  accept: string;
  disabled?: boolean;
  buttonLabel?: string;
  children?: ReactNode;
  /** More buttons beside the picker (the camera). */
  actions?: ReactNode;
  className?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!disabled && e.dataTransfer.files.length) onFiles([...e.dataTransfer.files]);
      }}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-4 text-center text-sm text-muted-foreground',
        dragging && 'border-primary bg-primary/5',
        className,
      )}
    >
      {children}
      <input
        ref={input}
        type="file"
        name="photos"
        accept={accept}
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
      {!disabled && (
        <div className="flex flex-wrap justify-center gap-2">
          <Button type="button" variant="outline" onClick={() => input.current?.click()}>
            <ImagePlusIcon aria-hidden />
            {buttonLabel}
          </Button>
          {actions}
        </div>
      )}
      <p className="text-xs">JPG, PNG or WebP, up to 15 MB each.</p>
    </div>
  );
}
