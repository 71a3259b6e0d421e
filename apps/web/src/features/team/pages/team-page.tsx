import { useState } from 'react';
import { Link } from 'react-router';
import { ShieldIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { TEAM_MESSAGES } from '@tagwise/core/values/team';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeam } from '../api/get-team';
import { MemberFormDialog } from '../components/member-form-dialog';
import { MemberRow } from '../components/member-row';

/**
 * /team, the admin's: the people who photograph and price with them. They sign in with their own e-mail,
 * work in the admin's projects on the admin's plan and credits, and cannot open billing, pricing rules,
 * integrations or this page. Adding members needs a Pro plan; below it the page says so and shows the way.
 */
export default function TeamPage({ isAdmin }: { isAdmin: boolean }) {
  const [adding, setAdding] = useState(false);
  const team = useTeam(isAdmin);
  const header = (
    <PageHeader
      title="Team"
      description="Your helpers sign in with their own e-mail and work in your projects, on your plan's credits. They cannot see billing, pricing rules or integrations, nor delete a project or change its markdowns."
      actions={
        team.data?.canAddMembers && (
          <Button onClick={() => setAdding(true)}>
            <UserPlusIcon aria-hidden />
            Add team member
          </Button>
        )
      }
    />
  );
  if (!isAdmin) {
    return (
      <>
        <PageHeader title="Team" />
        <EmptyState icon={ShieldIcon} title="Only your account admin manages the team">
          <p>{TEAM_MESSAGES.adminOnly} Ask them to add, change or remove team members.</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/projects">Back to your projects</Link>
          </Button>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      {header}
      {team.isPending ? (
        <div className="grid gap-2" aria-busy>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : team.isError ? (
        <LoadFailed message={TEAM_MESSAGES.loadFailed} onRetry={() => void team.refetch()} />
      ) : (
        <div className="grid gap-4">
          {!team.data.canAddMembers && (
            <div
              role="note"
              className="flex flex-wrap items-center gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm"
            >
              <p className="flex-1">{TEAM_MESSAGES.needsPro}</p>
              <Button asChild size="sm">
                <Link to="/choose-tier">See the Pro plans</Link>
              </Button>
            </div>
          )}
          {team.data.members.length === 0 ? (
            <EmptyState icon={UsersIcon} title="No team members yet">
              <p>
                Add the people who photograph and price with you. Each gets their own sign-in; what they add shows their
                name.
              </p>
              {team.data.canAddMembers && (
                <Button className="mt-4" onClick={() => setAdding(true)}>
                  <UserPlusIcon aria-hidden />
                  Add team member
                </Button>
              )}
            </EmptyState>
          ) : (
            <ul aria-label="Team members" className="grid gap-2">
              {team.data.members.map((member) => (
                <MemberRow key={member.id} member={member} />
              ))}
            </ul>
          )}
        </div>
      )}
      <MemberFormDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}
