import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ScannedText } from './parse-scanned-text';
import { SCANNER_MESSAGES } from './scanner-messages';

/**
 * The way in when the camera cannot read (no camera, permission refused, a torn QR code): the tag code as
 * printed under the price ("#7KQ2MX", with or without the "#"), or a pasted tag address.
 */
export function TypedTagCodeForm({
  onSubmit,
  emphasized,
}: {
  onSubmit: (text: string) => ScannedText;
  /** The camera cannot scan: this is the way in, so its button is the primary one. */
  emphasized: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setProblem(SCANNER_MESSAGES.enterCode);
    const parsed = onSubmit(text);
    if (parsed.kind === 'tag') {
      setText('');
      setProblem(null);
    } else setProblem(SCANNER_MESSAGES.notTagwise);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <Label htmlFor={`${id}-code`}>Tag code</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-code`}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
          placeholder="#7KQ2MX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="done"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button type="submit" variant={emphasized ? 'default' : 'outline'}>
          Add
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </form>
  );
}
