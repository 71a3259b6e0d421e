import { FolderKanbanIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';

export default function ProjectsPage() {
  return (
    <>
      <PageHeader title="Projects" description="One project per sale, grouped in folders." />
      <EmptyState icon={FolderKanbanIcon} title="No projects yet">
        A project holds the items of one sale: their photos, prices and tags. Your projects will be listed here.
      </EmptyState>
    </>
  );
}
