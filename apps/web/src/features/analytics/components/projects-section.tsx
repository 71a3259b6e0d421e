import { generatePath, Link } from 'react-router';
import type { AnalyticsProject } from '@tagwise/core/schemas/analytics';
import { percentOf } from '@tagwise/core/values/analytics';
import { formatAxisMoney, formatCount, formatWhole } from '../lib/analytics-format';
import { BarChart } from './bar-chart';
import { DataSection } from './data-section';
import { FiguresTable, type Column } from './figures-table';

/** The chart shows the projects with the most tag value; the table lists them all. */
const CHARTED = 10;

/** Sold revenue and sell-through per project (sell-through: the share of a project's items marked sold). */
export function ProjectsSection({ projects, projectPath }: { projects: AnalyticsProject[]; projectPath: string }) {
  const columns: Column<AnalyticsProject>[] = [
    {
      header: 'Project',
      cell: (p) => (
        <Link className="underline-offset-4 hover:underline" to={generatePath(projectPath, { projectId: p.id })}>
          {p.name}
        </Link>
      ),
    },
    // The two figures the section is about first: a phone shows them without scrolling the table.
    { header: 'Sell-through', cell: (p) => percentOf(p.sold, p.items), numeric: true },
    { header: 'Sales', cell: (p) => formatWhole(p.soldValue), numeric: true },
    { header: 'Items', cell: (p) => formatCount(p.items), numeric: true },
    { header: 'Sold', cell: (p) => formatCount(p.sold), numeric: true },
    { header: 'Tag value of sold', cell: (p) => formatWhole(p.soldTagValue), numeric: true },
    { header: 'Tag value', cell: (p) => formatWhole(p.tagValue), numeric: true },
  ];
  const charted = projects.slice(0, CHARTED);
  return (
    <DataSection
      id="projects"
      title="Sales and sell-through by project"
      description={
        <>
          Sell-through is the share of a project&apos;s items marked sold. Sales are the sold prices recorded.
          {projects.length > CHARTED &&
            ` The chart shows the ${CHARTED} projects with the most tag value; the table lists all ${formatCount(projects.length)}.`}
        </>
      }
      chart={
        projects.length > 1 && (
          <BarChart
            rows={charted}
            label={(p) => p.name}
            series={[
              { name: 'Sales', value: (p) => p.soldValue, colour: 3 },
              { name: 'Tag value of sold', value: (p) => p.soldTagValue, colour: 2 },
            ]}
            format={formatWhole}
            formatAxis={formatAxisMoney}
            title="Sales and the tag value of what sold, by project"
            tableId="projects-table"
            across
          />
        )
      }
    >
      <FiguresTable
        id="projects-table"
        caption="Sales and sell-through by project"
        columns={columns}
        rows={projects}
        rowKey={(p) => p.id}
      />
    </DataSection>
  );
}
