import { Toaster as Sonner, type ToasterProps } from 'sonner';

/** Toasts sit top-right, as the spec places them. */
export function Toaster(props: ToasterProps) {
  return <Sonner position="top-right" richColors closeButton className="toaster group" {...props} />;
}
