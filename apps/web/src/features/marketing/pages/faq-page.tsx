import { FAQ_ENTRIES } from '@tagwise/core/help/faq';
import { appliesTo } from '@tagwise/core/help/help-doc';
import { Link } from 'react-router';
import { useBilled } from '@/features/system/api/get-public-config';
import { ContentPage } from '../components/content-page';
import { HelpDocSections } from '../components/help-doc-sections';

/** /faq: the questions, each at its anchor, answered in full (no accordion to open: searchable and linkable). */
export default function FaqPage() {
  const billed = useBilled();
  const entries = FAQ_ENTRIES.filter((doc) => appliesTo(doc, billed));
  return (
    <ContentPage
      meta={{
        title: 'Frequently asked questions',
        description:
          'Answers about Tagwise: photos, analysis time, price accuracy, working without a cloud AI, privacy, teams, exporting your data and running it yourself.',
        path: '/faq',
      }}
      heading="Frequently asked questions"
      lead={
        <p>
          More detail on each task is in{' '}
          <Link to="/help" className="text-primary underline underline-offset-4">
            Help
          </Link>
          .
        </p>
      }
    >
      <div className="grid gap-8">
        {entries.map((doc) => (
          <section
            key={doc.id}
            id={doc.id}
            aria-labelledby={`${doc.id}-q`}
            className="grid scroll-mt-6 gap-2 border-b pb-8"
          >
            <h2 id={`${doc.id}-q`} className="text-lg font-semibold">
              {doc.title}
            </h2>
            <HelpDocSections doc={doc} billed={billed} headingLevel={3} />
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
