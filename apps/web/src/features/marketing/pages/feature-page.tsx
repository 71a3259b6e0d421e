import { FEATURES, findFeature } from '@tagwise/core/help/features';
import { TRIAL_BUTTON_LABEL } from '@tagwise/core/values/billing';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useBilled } from '@/features/system/api/get-public-config';
import { ContentPage } from '../components/content-page';
import { HelpDocSections } from '../components/help-doc-sections';

/** /features/<slug>: one of the five feature pages (packages/core/src/help/features.ts). */
export default function FeaturePage() {
  const { slug } = useParams();
  const billed = useBilled();
  const feature = findFeature(slug);
  if (!feature) return <Navigate to="/home#features" replace />;
  return (
    <ContentPage
      meta={{ title: feature.title, description: feature.summary, path: feature.path }}
      heading={feature.title}
      lead={<p>{feature.summary}</p>}
    >
      <div className="grid gap-8">
        <HelpDocSections doc={feature} billed={billed} headingLevel={2} />
      </div>
      <div className="mt-10 flex flex-wrap gap-3 rounded-xl border bg-secondary/50 p-6">
        <p className="w-full font-medium">Try it on your next sale.</p>
        {billed && (
          <Button asChild>
            <Link to="/pricing">{TRIAL_BUTTON_LABEL}</Link>
          </Button>
        )}
        <Button asChild variant={billed ? 'outline' : 'default'}>
          <Link to="/signup">{billed ? 'Create a free account' : 'Create your account'}</Link>
        </Button>
      </div>
      <nav aria-label="Other features" className="mt-10">
        <h2 className="mb-3 font-semibold">More of what Tagwise does</h2>
        <ul className="grid gap-2 sm:grid-cols-2">
          {FEATURES.filter((other) => other.slug !== feature.slug).map((other) => (
            <li key={other.slug}>
              <Link to={other.path} className="text-primary underline-offset-4 hover:underline">
                {other.shortTitle}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </ContentPage>
  );
}
