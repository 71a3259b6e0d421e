import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { PlanChooser } from '../components/plan-chooser';
import { PlanSummaryCard, type TeamAdmin } from '../components/plan-summary-card';

/**
 * /choose-tier: the plans for the signed-in workspace, its current one above them. A team member cannot
 * change the plan: they see it, and who can (`teamAdmin`), instead of buttons that would only tell them
 * so after a click.
 */
export default function ChooseTierPage({ isAdmin, teamAdmin }: { isAdmin: boolean; teamAdmin: TeamAdmin | null }) {
  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Your plan" description="Your team works on the plan and the AI credits of its admin." />
        <div className="grid max-w-2xl gap-4">
          <PlanSummaryCard isAdmin={false} teamAdmin={teamAdmin} />
          <Button asChild variant="outline" className="w-fit">
            <Link to="/projects">Back to your projects</Link>
          </Button>
        </div>
      </>
    );
  }
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
