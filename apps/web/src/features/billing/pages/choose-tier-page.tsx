import { PageHeader } from '@/components/page-header';
import { PlanChooser } from '../components/plan-chooser';

/** /choose-tier: the plans for the signed-in workspace, its current one above them. */
export default function ChooseTierPage() {
  return (
    <>
      <PageHeader
        title="Choose your plan"
        description="Monthly AI credits for your workspace. Change or cancel any time; a cancelled plan lasts to the end of its month."
      />
      <PlanChooser signedIn />
    </>
  );
}
