import { useId, useState } from 'react';
import { SALE_DAY_MESSAGES as M } from '@tagwise/core/sale-day/messages';
import { ErrorMessage } from '@/components/error-message';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { fromLocalInput, toLocalInput } from '../lib/hold-until';

export interface HoldDraft {
  customerName: string;
  customerPhone: string;
  holdUntil: Date;
}

/** "On hold until...": who the cart's items are kept for, and until when (not paid). */
export function HoldDialog({
  open,
  onOpenChange,
  itemCount,
  pending,
  error,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  itemCount: number;
  pending: boolean;
  error: string | null;
  onSubmit: (hold: HoldDraft) => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [until, setUntil] = useState(() => toLocalInput(new Date(Date.now() + 2 * 3_600_000)));
  const [problem, setProblem] = useState<{ field: 'name' | 'until'; message: string } | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const at = fromLocalInput(until);
            if (name.trim() === '') return setProblem({ field: 'name', message: M.holdNeedsName });
            if (!at || at.getTime() <= Date.now()) return setProblem({ field: 'until', message: M.holdUntilPast });
            setProblem(null);
            onSubmit({ customerName: name.trim(), customerPhone: phone.trim(), holdUntil: at });
          }}
        >
          <DialogHeader>
            <DialogTitle>Put on hold</DialogTitle>
            <DialogDescription>
              {itemCount === 1 ? 'The item is' : `The ${itemCount} items are`} kept for the customer, not paid, until
              the time you choose. Other phones cannot sell {itemCount === 1 ? 'it' : 'them'} meanwhile.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={`${id}-name`}
            label="Customer name"
            error={problem?.field === 'name' ? problem.message : undefined}
          >
            <Input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
          </FormField>
          <FormField id={`${id}-phone`} label="Phone (optional)">
            <Input id={`${id}-phone`} type="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </FormField>
          <FormField
            id={`${id}-until`}
            label="On hold until"
            error={problem?.field === 'until' ? problem.message : undefined}
          >
            <Input
              id={`${id}-until`}
              type="datetime-local"
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          </FormField>
          <ErrorMessage>{error}</ErrorMessage>
          <FormDialogFooter submitLabel="Put on hold" pending={pending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
