import { CameraIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Opens the camera from a dialog; the shots come back to that dialog. */
export function TakePhotoButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="button" variant="outline" onClick={onClick}>
      <CameraIcon aria-hidden />
      Take photo
    </Button>
  );
}
