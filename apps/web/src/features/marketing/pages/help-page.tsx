import { HELP_ARTICLES } from '@tagwise/core/help/help-articles';
import { appliesTo } from '@tagwise/core/help/help-doc';
import { Link } from 'react-router';
import { useBilled } from '@/features/system/api/get-public-config';
import { ContentPage } from '../components/content-page';
import { HelpDocSections } from '../components/help-doc-sections';

/** /help: every help article, each at its anchor (the help assistant links answers there). */
export default function HelpPage() {
  const billed = useBilled();
  const articles = HELP_ARTICLES.filter((doc) => appliesTo(doc, billed));
  return (
    <ContentPage
      meta={{
        title: 'Help & Support',
        description:
          'How to use Tagwise: projects, photographing and analysing items, pricing rules, price tags, reports, listings, CSV, backups and team accounts.',
        path: '/help',
      }}
      heading="Help & Support"
      lead={
        <p>
          How Tagwise works, task by task. Short answers are in the{' '}
          <Link to="/faq" className="text-primary underline underline-offset-4">
            FAQ
          </Link>
          .
        </p>
      }
    >
      <nav aria-label="Help topics" className="rounded-xl border bg-card p-4">
        <h2 className="mb-2 font-semibold">Topics</h2>
        <ul className="grid gap-1 sm:grid-cols-2">
          {articles.map((doc) => (
            <li key={doc.id}>
              <a href={`#${doc.id}`} className="text-primary underline-offset-4 hover:underline">
                {doc.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-10 grid gap-12">
        {articles.map((doc) => (
          <section key={doc.id} id={doc.id} aria-labelledby={`${doc.id}-title`} className="grid scroll-mt-6 gap-4">
            <h2 id={`${doc.id}-title`} className="text-2xl font-semibold tracking-tight">
              {doc.title}
            </h2>
            <p className="text-muted-foreground">{doc.summary}</p>
            <HelpDocSections doc={doc} billed={billed} headingLevel={3} />
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
