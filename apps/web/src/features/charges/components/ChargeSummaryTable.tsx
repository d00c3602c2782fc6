import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { formatDate } from '@cofre/contract';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/DataTable';
import { PagedTable, type PageQuery } from '../../../components/PagedTable';
import { chargePath, scheduledChargePath } from '../links';
import { ChargeStatusBadge } from './ChargeStatusBadge';
import { CHARGE_SUMMARY_TABLE_LABELS, CHARGE_TEXTS } from '../texts';
import { Money } from '../../../components/Unbreakable';

/** What the simpler table needs of a charge (the client tabs' and dashboards' rows have at least this). */
export interface ChargeSummaryRow {
  uuid: string;
  title: string;
  /** Centavos. */
  value: number;
  status: string;
  expirationDate: string;
}

export interface ChargeSummaryTableProps<Row extends ChargeSummaryRow> {
  /** 'charges': Vencimento, Produto / Serviço, Valor/mês, Status, opening /cobrancas/{uuid}; 'scheduled': no product column, opening /cobrancas-agendadas/{uuid}. */
  variant: 'charges' | 'scheduled';
  /** The table's accessible name. */
  label: string;
  query: PageQuery<Row>;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  pageSize: number;
  /** What stands in for the rows: `failed` when the first load failed. */
  empty: (failed: boolean) => ReactNode;
  rowHeight?: number;
  /** Status labels this screen words its own way (see ChargeStatusBadge). */
  statusLabels?: Readonly<Record<string, string>>;
}

function columnsOf<Row extends ChargeSummaryRow>(
  variant: 'charges' | 'scheduled',
  href: (row: Row) => string,
  statusLabels?: Readonly<Record<string, string>>,
): ReadonlyArray<DataColumn<Row>> {
  const columns: Array<DataColumn<Row> | null> = [
    // On a phone's card the product (or, without it, the due date) leads, value and status at its right.
    {
      key: 'expirationDate',
      header: CHARGE_SUMMARY_TABLE_LABELS.dueDate,
      card: variant === 'charges' ? 'field' : 'title',
      render: (charge) => formatDate(charge.expirationDate),
    },
    variant === 'charges'
      ? {
          key: 'title',
          header: CHARGE_SUMMARY_TABLE_LABELS.productOrService,
          card: 'title',
          render: (charge) => charge.title,
        }
      : null,
    {
      key: 'value',
      header: CHARGE_SUMMARY_TABLE_LABELS.monthlyValue,
      align: 'right',
      card: 'aside',
      render: (charge) => <Money cents={charge.value} />,
    },
    {
      key: 'status',
      header: CHARGE_SUMMARY_TABLE_LABELS.status,
      card: 'aside',
      render: (charge) => <ChargeStatusBadge status={charge.status} labels={statusLabels} />,
    },
    {
      key: 'detail',
      header: CHARGE_SUMMARY_TABLE_LABELS.details,
      align: 'right',
      // The card is the link already.
      card: 'hidden',
      // The row's first cell is already its link for the keyboard; this one is for the eye and the mouse.
      render: (charge) => (
        <Anchor component={Link} to={href(charge)} fz="sm" tabIndex={-1} aria-hidden="true">
          {CHARGE_TEXTS.seeDetails}
        </Anchor>
      ),
    },
  ];
  return columns.filter((column): column is DataColumn<Row> => column !== null);
}

/** The simpler charge table of spec 1 §2.8, used by the client tabs and dashboards. */
export function ChargeSummaryTable<Row extends ChargeSummaryRow>({
  variant,
  label,
  query,
  page,
  onPageChange,
  pageSize,
  empty,
  rowHeight = 48,
  statusLabels,
}: ChargeSummaryTableProps<Row>) {
  const href = (charge: Row) => (variant === 'scheduled' ? scheduledChargePath(charge.uuid) : chargePath(charge.uuid));
  return (
    <PagedTable
      label={label}
      columns={columnsOf(variant, href, statusLabels)}
      query={query}
      page={page}
      onPageChange={onPageChange}
      rowKey={(charge) => charge.uuid}
      rowHref={href}
      pageSize={pageSize}
      rowHeight={rowHeight}
      empty={empty}
    />
  );
}
