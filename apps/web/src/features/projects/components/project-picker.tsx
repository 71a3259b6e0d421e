import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CreateProjectInput, PROJECT_MESSAGES, type ProjectSummary } from '@tagwise/core/schemas/projects';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useCreateProject } from '../api/create-project';
import { useProjects } from '../api/get-projects';

const NEW = '__new__';

/** Projects with the most recently changed first: the sale being worked on now is almost always that one. */
export const byRecent = (projects: readonly ProjectSummary[]) =>
  [...projects].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));

/**
 * Which project new items go into, for flows started outside a project's page. A person with no project
 * yet (or who picks "New project") names one here without leaving the flow.
 */
export function ProjectPicker({ value, onChange }: { value: string | undefined; onChange: (id: string) => void }) {
  const projects = useProjects();
  const create = useCreateProject();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();

  if (projects.isPending) return <Skeleton className="h-16" />;
  if (projects.isError) return <ErrorMessage>{PROJECT_MESSAGES.loadFailed}</ErrorMessage>;
  const list = byRecent(projects.data.projects);
  const showForm = creating || list.length === 0;

  const submit = () => {
    const parsed = CreateProjectInput.shape.name.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    create.mutate(
      { name: parsed.data },
      {
        onSuccess: (project) => {
          toast.success(`${PROJECT_MESSAGES.created}: ${project.name}`);
          setCreating(false);
          setName('');
          onChange(project.id);
        },
        onError: (e) => setError(`${PROJECT_MESSAGES.createFailed}. ${e.message}`),
      },
    );
  };

  return (
    <div className="grid gap-2">
      {list.length > 0 && (
        <>
          <Label htmlFor={`${id}-project`}>Project</Label>
          <NativeSelect
            id={`${id}-project`}
            className="h-11"
            value={creating ? NEW : (value ?? '')}
            onChange={(e) => {
              if (e.target.value === NEW) return setCreating(true);
              setCreating(false);
              onChange(e.target.value);
            }}
          >
            {list.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            <option value={NEW}>New project…</option>
          </NativeSelect>
        </>
      )}
      {showForm && (
        // Not a <form>: this sits inside the analysis dialogs' own forms.
        <div className="grid gap-2 rounded-lg border p-3">
          <Label htmlFor={`${id}-name`}>
            {list.length ? 'New project name' : 'Name your first project (one per sale)'}
          </Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-name`}
              value={name}
              className="h-11"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <Button type="button" className="h-11" disabled={create.isPending} onClick={submit}>
              {create.isPending ? 'Creating...' : 'Create Project'}
            </Button>
          </div>
          <ErrorMessage id={`${id}-error`}>{error}</ErrorMessage>
        </div>
      )}
    </div>
  );
}
