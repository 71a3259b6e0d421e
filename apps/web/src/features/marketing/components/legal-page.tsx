import type { ReactNode } from 'react';
import { ContentPage } from './content-page';

/** The date the Terms and the Privacy Policy show (commercial-side.md sections 2 and 9). */
export const LEGAL_LAST_UPDATED = '17 October 2025';

/** Shared frame of the Terms and Privacy pages: Back (history back, as the spec says), title, date. */
export function LegalPage({
  title,
  description,
  path,
  children,
}: {
  title: string;
  description: string;
  path: string;
  children: ReactNode;
}) {
  return (
    <ContentPage
      meta={{ title, description, path }}
      heading={title}
      lead={<p className="text-sm">Last updated {LEGAL_LAST_UPDATED}</p>}
    >
      <div className="grid gap-6 leading-relaxed [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-muted-foreground [&_ul]:grid [&_ul]:gap-1 [&_ul]:text-muted-foreground">
        {children}
      </div>
    </ContentPage>
  );
}
