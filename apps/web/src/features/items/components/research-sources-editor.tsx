import { ErrorMessage } from '@/components/error-message';
import { useState, type FormEvent } from 'react';
import { ExternalLinkIcon, PlusIcon } from 'lucide-react';
import { ResearchSource } from '@tagwise/core/schemas/items';
import { SOURCE_KIND_LABELS, SOURCE_KINDS } from '@tagwise/core/values/items';
import { RemoveRowButton } from '@/components/row-controls';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';

/** Pages that back the price (retail listings, sold comparables, research), each a link that opens. */
export function ResearchSourcesEditor({
  sources,
  onChange,
  pending,
}: {
  sources: ResearchSource[];
  onChange: (next: ResearchSource[]) => void;
  pending: boolean;
}) {
  const [kind, setKind] = useState<ResearchSource['kind']>('retail');
  const [url, setUrl] = useState('');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();
  const add = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ResearchSource.safeParse({ kind, url: url.trim(), title });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onChange([...sources, parsed.data]);
    setUrl('');
    setTitle('');
  };
  return (
    <section aria-labelledby="sources-heading" className="flex flex-col gap-2" data-tour="research-sources">
      <h2 id="sources-heading" className="text-sm font-medium">
        Research sources
      </h2>
      {sources.length === 0 ? (
        <p className="text-sm text-muted-foreground">No sources yet. Add the pages your price is based on.</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {sources.map((source, index) => (
            <li key={`${source.url}-${index}`} className="flex items-center gap-2 text-sm">
              <span className="w-24 shrink-0 text-muted-foreground">{SOURCE_KIND_LABELS[source.kind]}</span>
              {source.url === null ? (
                // A research reference the AI named without an address: shown as text, nothing to open.
                <span className="min-w-0 flex-1 truncate">{source.title}</span>
              ) : (
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="flex min-w-0 flex-1 items-center gap-1 text-primary underline-offset-2 hover:underline"
                >
                  <span className="truncate">{source.title || new URL(source.url).hostname}</span>
                  <ExternalLinkIcon className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              )}
              <RemoveRowButton
                label={`Remove source ${source.title || source.url}`}
                onClick={() => !pending && onChange(sources.filter((_, i) => i !== index))}
              />
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="grid gap-2 sm:grid-cols-[8rem_1fr_1fr_auto]" noValidate>
        <NativeSelect aria-label="Kind of source" value={kind} onChange={(e) => setKind(e.target.value as never)}>
          {SOURCE_KINDS.map((k) => (
            <option key={k} value={k}>
              {SOURCE_KIND_LABELS[k]}
            </option>
          ))}
        </NativeSelect>
        <Input
          aria-label="Source web address"
          placeholder="https://…"
          inputMode="url"
          value={url}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(undefined);
          }}
        />
        <Input
          aria-label="Source title (optional)"
          placeholder="Title (optional)"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" variant="outline" disabled={pending || url.trim() === ''}>
          <PlusIcon aria-hidden />
          Add
        </Button>
      </form>
      <ErrorMessage>{error}</ErrorMessage>
    </section>
  );
}
