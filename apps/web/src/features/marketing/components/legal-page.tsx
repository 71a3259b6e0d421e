import type { ReactNode } from 'react';
import { ArrowLeftIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { PublicLayout } from './public-layout';

export const LEGAL_LAST_UPDATED = 'October 17, 2025';

/** Shared frame of the Terms and Privacy pages: Back (history back, as the spec says), title, date. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Button variant="ghost" className="-ml-3 mb-4" onClick={() => void navigate(-1)}>
          <ArrowLeftIcon aria-hidden />
          Back
        </Button>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">Last updated {LEGAL_LAST_UPDATED}</p>
        <div className="mt-8 grid gap-6 leading-relaxed [&_h2]:text-lg [&_h2]:font-semibold [&_li]:ml-5 [&_li]:list-disc [&_p]:text-muted-foreground [&_ul]:grid [&_ul]:gap-1 [&_ul]:text-muted-foreground">
          {children}
        </div>
      </article>
    </PublicLayout>
  );
}
