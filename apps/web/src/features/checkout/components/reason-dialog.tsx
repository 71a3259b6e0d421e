import { useId, useState, type ReactNode } from 'react';
import { PAYMENT_METHOD_LABELS, SALE_DAY_MESSAGES as M, type PaymentMethod } from '@tagwise/core/sale-day/messages';
import { ErrorMessage } from '@/components/error-message';
import { FormDialogFooter } from '@/components/form-dialog-footer';
import { FormField } from '@/components/form-field';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';

/**
 * Void or refund: asks why (kept on the record with who and when) and, when the sale was paid by several
 * methods, how the money went back. The server's refusal shows in the dialog; nothing changes until it agrees.
 */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  children,
  submitLabel,
  methods,
  pending,
  error,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  submitLabel: string;
  /** The invoice's payment methods: asked which one only when there are several. */
  methods?: readonly PaymentMethod[];
  pending: boolean;
  error: string | null;
  onSubmit: (reason: string, method: PaymentMethod | undefined) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const ask = (methods?.length ?? 0) > 1;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim() === '') return setProblem(M.reasonRequired);
            if (ask && method === '') return setProblem(M.refundMethodRequired);
            setProblem(null);
            onSubmit(reason.trim(), method === '' ? undefined : method);
          }}
        >
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{children}</DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-reason`} label="Reason">
            <Textarea
              id={`${id}-reason`}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
          </FormField>
          {ask && (
            <FormField id={`${id}-method`} label="Money given back by">
              <NativeSelect
                id={`${id}-method`}
                value={method}
                onChange={(event) => setMethod(event.target.value as PaymentMethod)}
              >
                <option value="">Choose…</option>
                {methods!.map((m) => (
                  <option key={m} value={m}>
                    {PAYMENT_METHOD_LABELS[m]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          <ErrorMessage>{problem ?? error}</ErrorMessage>
          <FormDialogFooter submitLabel={submitLabel} pending={pending} destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}
