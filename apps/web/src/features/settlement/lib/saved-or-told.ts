import { toast } from 'sonner';
import { failureMessage } from '@/lib/api-client';

/** A list form's save: true when it went through, else the failure told in a toast and false (the form stays). */
export const savedOrTold = (run: Promise<unknown>, fallback: string) =>
  run.then(
    () => true,
    (error: unknown) => {
      toast.error(failureMessage(error, fallback));
      return false;
    },
  );
