import { useId, useState } from 'react';
import { SETTLEMENT_MESSAGES as M } from '@tagwise/core/sale-day/settlement-messages';
import { formatMoney } from '@tagwise/core/sale-day/messages';
import { LoadFailed } from '@/components/load-failed';
import { PageHeader } from '@/components/page-header';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { useSalesSummary } from '../api/get-sales-summary';
import { CashCountForm } from '../components/cash-count-form';
import { ByPerson, DayTotals } from '../components/day-totals';
import { NotSettledWarnings } from '../components/not-settled-warnings';
import { Panel } from '../components/panel';
import { SaleLoadFailed } from '../components/sale-load-failed';
import { VoidsAndRefunds } from '../components/voids-and-refunds';
import { dayLabel, dayOptions, openingDay } from '../lib/day-label';

const LOAD_FAILED = 'The day’s figures could not be loaded.';

/**
 * The end of a sale day, for everyone ringing up: the day's takings by payment method and by person, its
 * voids and refunds, and the cash drawer counted against what it should hold. Opens on today when the sale
 * is on, else on its last day with sales; the whole sale adds the days up.
 */
export default function DayEndPage({ projectId }: { projectId: string }) {
  const id = useId();
  const whole = useSalesSummary(projectId, null);
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const day = chosen === undefined ? (whole.data ? openingDay(whole.data) : undefined) : chosen;
  const summary = useSalesSummary(projectId, day ?? null);

  if (whole.isError) {
    return <SaleLoadFailed error={whole.error} message={LOAD_FAILED} onRetry={() => void whole.refetch()} />;
  }
  if (!whole.data || day === undefined) return <Skeleton className="h-96" />;
  const data = summary.data;
  return (
    <>
      <PageHeader title="End of day" description={whole.data.projectName} />
      <div className="mb-6 grid max-w-xs gap-2">
        <Label htmlFor={`${id}-day`}>Day</Label>
        <NativeSelect
          id={`${id}-day`}
          value={day ?? 'all'}
          onChange={(e) => setChosen(e.target.value === 'all' ? null : e.target.value)}
        >
          {dayOptions(whole.data).map((d) => (
            <option key={d} value={d}>
              {dayLabel(d)}
              {d === whole.data.today ? ' (today)' : ''}
            </option>
          ))}
          <option value="all">Whole sale</option>
        </NativeSelect>
      </div>
      {summary.isError ? (
        <LoadFailed message={LOAD_FAILED} onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <Skeleton className="h-96" />
      ) : (
        <div className="grid gap-6">
          <NotSettledWarnings
            label="Waiting"
            warnings={[
              data.unresolvedDoubleSales > 0 && M.unresolvedDoubleSales(data.unresolvedDoubleSales),
              data.pendingPickups > 0 && M.pendingPickups(data.pendingPickups),
            ]}
          />
          <Panel
            title={data.day ? `Takings, ${dayLabel(data.day)}` : 'Takings, whole sale'}
            description="From the invoices as they were charged. An invoice voided the day it was rung up counts as nothing; a later void or a refund counts on the day the money went back."
          >
            <DayTotals summary={data} />
          </Panel>
          {data.day !== null && (
            <Panel
              title="Cash count"
              description="Count the drawer at the day’s end. What it should hold is the float, plus the cash taken, less the cash refunded."
            >
              <CashCountForm key={data.day} projectId={projectId} summary={{ ...data, day: data.day }} />
            </Panel>
          )}
          {data.day === null && data.byDay.length > 0 && (
            <Panel title="By day">
              <ul aria-label="By day" className="divide-y rounded-lg border text-sm">
                {data.byDay.map((d) => (
                  <li key={d.day} className="flex justify-between gap-3 p-3">
                    <span>
                      {dayLabel(d.day)} <span className="text-muted-foreground">· {d.invoiceCount} invoices</span>
                    </span>
                    <span className="tabular-nums">{formatMoney(d.takingsCents)}</span>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          <Panel title="By person" description="Who rang up the sales.">
            <ByPerson summary={data} />
          </Panel>
          <Panel title="Voids and refunds">
            <VoidsAndRefunds summary={data} />
          </Panel>
        </div>
      )}
    </>
  );
}
