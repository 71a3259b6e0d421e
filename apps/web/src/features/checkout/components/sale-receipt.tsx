import { useId, useState } from 'react';
import { CheckCircle2Icon, FileTextIcon, MailIcon, PlusIcon } from 'lucide-react';
import type { Invoice } from '@tagwise/core/sale-day/invoice-schemas';
import { receiptOf, type ReceiptContext } from '@tagwise/core/sale-day/receipt';
import { RECEIPT_MESSAGES } from '@tagwise/core/sale-day/receipt-schemas';
import { ErrorMessage } from '@/components/error-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSendReceiptEmail } from '../api/send-receipt-email';
import { receiptPdfUrl } from '../lib/receipt-links';

/**
 * The receipt of a completed sale on screen (core's receiptOf, as the PDFs word it), its PDFs for an 80 mm
 * receipt printer and for letter paper, and an e-mail to the customer.
 */
export function SaleReceipt({
  invoice,
  context,
  onNewSale,
}: {
  invoice: Invoice;
  context: ReceiptContext;
  onNewSale?: () => void;
}) {
  const receipt = receiptOf(invoice, context);
  const id = useId();
  const [email, setEmail] = useState(invoice.customer.email ?? '');
  const send = useSendReceiptEmail(invoice.id);
  return (
    <Card role="region" aria-label={`Receipt of invoice ${invoice.number}`}>
      <CardHeader>
        {/* Just completed, the receipt leads with its number; on the invoice's own page its heading says it. */}
        {onNewSale && (
          <CardTitle className="flex items-center gap-2 text-xl">
            <CheckCircle2Icon className="size-6 text-green-700" aria-hidden />
            Invoice {invoice.number}
          </CardTitle>
        )}
        <p className="text-sm text-muted-foreground">
          {receipt.business} · {receipt.when} · {receipt.rungBy}
        </p>
        {receipt.voided && <p className="font-medium text-destructive">{receipt.voided}</p>}
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid divide-y" aria-label="Receipt lines">
          {receipt.lines.map((line, index) => (
            <li key={index} className="flex justify-between gap-3 py-2">
              <div className="min-w-0">
                <p>{line.description}</p>
                {line.detail && <p className="text-sm text-muted-foreground">{line.detail}</p>}
                {line.refunded && <p className="text-sm text-destructive">{line.refunded}</p>}
              </div>
              <p className="shrink-0 tabular-nums">{line.amount}</p>
            </li>
          ))}
        </ul>
        {[receipt.figures, receipt.payments, receipt.after].map(
          (figures, i) =>
            figures.length > 0 && (
              <dl key={i} className="grid gap-1 border-t pt-3">
                {figures.map((figure) => (
                  <div
                    key={figure.label}
                    className={figure.strong ? 'flex justify-between font-semibold' : 'flex justify-between'}
                  >
                    <dt>{figure.label}</dt>
                    <dd className="tabular-nums">{figure.amount}</dd>
                  </div>
                ))}
              </dl>
            ),
        )}
        {receipt.notes.map((note) => (
          <p key={note} className="text-sm font-medium">
            {note}
          </p>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={receiptPdfUrl(invoice.id, '80mm')} target="_blank" rel="noreferrer">
              <FileTextIcon aria-hidden />
              Receipt PDF (80 mm)
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={receiptPdfUrl(invoice.id, 'letter')} target="_blank" rel="noreferrer">
              <FileTextIcon aria-hidden />
              Letter
            </a>
          </Button>
        </div>
        <form
          className="grid gap-2"
          aria-label="E-mail the receipt"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate(email.trim());
          }}
        >
          <Label htmlFor={id}>E-mail the receipt</Label>
          <div className="flex gap-2">
            <Input
              id={id}
              type="email"
              value={email}
              placeholder="customer@example.com"
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={send.isPending}>
              {send.isPending ? <Spinner aria-hidden /> : <MailIcon aria-hidden />}
              Send
            </Button>
          </div>
          {send.isSuccess && (
            <p role="status" className="text-sm">
              {RECEIPT_MESSAGES.sent(send.data.sentTo)}
            </p>
          )}
          <ErrorMessage>{send.error?.message}</ErrorMessage>
        </form>
        {onNewSale && (
          <Button size="lg" onClick={onNewSale}>
            <PlusIcon aria-hidden />
            New sale
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
