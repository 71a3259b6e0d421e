import { Toaster as Sonner, type ToasterProps } from 'sonner';

/**
 * Toasts sit at the top, below the sticky header (3.5 rem and its border), centred rather than in the
 * spec's top-right corner: at the right they covered the capture buttons and the account menu, and just
 * below the header they covered each page's own actions (New Project, a folder's menu), which line up on
 * the right. The middle of a page's title row is where nothing waits to be clicked.
 */
const BELOW_HEADER = { top: '4rem', left: '1rem', right: '1rem' };

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      richColors
      closeButton
      className="toaster group"
      {...props}
    />
  );
}
