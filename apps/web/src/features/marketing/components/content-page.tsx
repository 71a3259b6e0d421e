import type { ReactNode } from 'react';
import type { PageMeta } from '../lib/page-meta';
import { usePageMeta } from '../lib/use-page-meta';
import { BackButton } from './back-button';
import { PublicLayout } from './public-layout';

/** Shared frame of the public content pages: the page's meta, Back, its title and an optional lead. */
export function ContentPage({
  meta,
  heading,
  lead,
  children,
  wide = false,
}: {
  meta: PageMeta;
  heading: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  usePageMeta(meta);
  return (
    <PublicLayout>
      <article className={`mx-auto px-4 py-10 sm:px-6 ${wide ? 'max-w-5xl' : 'max-w-3xl'}`}>
        <BackButton />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h1>
        {lead && <div className="mt-3 text-lg text-muted-foreground">{lead}</div>}
        <div className="mt-8">{children}</div>
      </article>
    </PublicLayout>
  );
}

/** Prose styles for text blocks (help sections, legal text, blog posts), without a typography plugin. */
export const PROSE =
  'grid gap-4 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-6 [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1 [&_p]:text-foreground/85 [&_strong]:font-semibold [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:py-2';
