import { Button, Group, Stack, Tabs } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconDownload from '@tabler/icons-react/dist/esm/icons/IconDownload.mjs';
import {
  FINANCE_MESSAGES,
  STATEMENT_MAX_DAYS_AHEAD,
  STATEMENT_TAB_LABELS,
  STATEMENT_TAB_RANGES,
  STATEMENT_TABS,
  statementCsvQuerySchema,
  type StatementTab,
} from '@cofre/contract';
import { DateRangeInput, type DateRange } from '../../../components/DateRangeInput';
import { EmptyState } from '../../../components/EmptyState';
import { Pager } from '../../../components/Pager';
import { showApiError } from '../../../lib/api';
import { businessToday } from '../../../lib/format';
import { PAGE_PARAM, pageParam, readPage, useClampedPage, useUrlParams } from '../../../lib/useUrlParams';
import { StatementTable } from '../../charges';
import { useDownloadStatementCsv } from '../api/downloadStatementCsv';
import { useStatement } from '../api/getStatement';
import { ScrollingTabsList } from '../../../components/ScrollingTabsList';
import { FINANCE_TEXTS } from '../texts';

/** The statement's state in the URL: '?aba=futuros&de=2026-05-01&ate=2026-05-31&pagina=2'. */
const PARAMS = { tab: 'aba', from: 'de', to: 'ate' } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The range a tab shows when none is chosen (spec 3 §9), as the server applies it. */
export function defaultRange(tab: StatementTab, today = businessToday()): [string, string] {
  const range = STATEMENT_TAB_RANGES[tab];
  return [addDays(today, range.fromDays), addDays(today, range.toDays)];
}

function readTab(params: URLSearchParams, tabs: readonly StatementTab[]): StatementTab {
  const value = params.get(PARAMS.tab)?.toUpperCase();
  return tabs.find((tab) => tab === value) ?? 'EXTRATO';
}

const readDay = (params: URLSearchParams, key: string) => {
  const value = params.get(key);
  return value && DAY.test(value) ? value : null;
};

/**
 * The statement of spec 3 §2 and §7: the tabs (Antecipações only with on-demand anticipation), the
 * period (at most 360 days ahead), page size 10, the CSV of the period. Everything lives in the URL.
 */
export function StatementSection({ showAnticipations }: { showAnticipations: boolean }) {
  const tabs = showAnticipations ? STATEMENT_TABS : STATEMENT_TABS.filter((tab) => tab !== 'ANTECIPACOES');
  const [params, update] = useUrlParams();
  const tab = readTab(params, tabs);
  const page = readPage(params);
  const chosen: DateRange = [readDay(params, PARAMS.from), readDay(params, PARAMS.to)];
  const [defaultFrom, defaultTo] = defaultRange(tab);
  const shown: DateRange = chosen[0] || chosen[1] ? chosen : [defaultFrom, defaultTo];
  const statement = useStatement(
    { tab, executionDateInitial: chosen[0], executionDateFinal: chosen[1], page: page - 1 },
    true,
  );
  useClampedPage(page, statement, update);
  const csv = useDownloadStatementCsv();

  const download = () => {
    const query = statementCsvQuerySchema.safeParse({
      executionDateInitial: shown[0] ?? undefined,
      executionDateFinal: shown[1] ?? undefined,
      statementType: tab === 'ANTECIPACOES' ? 'CREDIT_ANTICIPATED' : undefined,
    });
    if (!query.success) {
      const message = shown[0] && shown[1] ? query.error.issues[0]?.message : FINANCE_MESSAGES.csvDatesRequired;
      notifications.show({ color: 'red', message: message ?? FINANCE_MESSAGES.csvDatesRequired });
      return;
    }
    csv.mutate(query.data, { onError: (error) => showApiError(error) });
  };

  const failed = statement.isError && !statement.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <DateRangeInput
          label={FINANCE_TEXTS.period}
          value={shown}
          maxDate={addDays(businessToday(), STATEMENT_MAX_DAYS_AHEAD)}
          onChange={([from, to]) => update({ [PARAMS.from]: from, [PARAMS.to]: to, [PAGE_PARAM]: null })}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          onClick={download}
          loading={csv.isPending}
        >
          {FINANCE_TEXTS.downloadCsv}
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(next) =>
          next &&
          update({
            [PARAMS.tab]: next === 'EXTRATO' ? null : next.toLowerCase(),
            [PARAMS.from]: null,
            [PARAMS.to]: null,
            [PAGE_PARAM]: null,
          })
        }
        keepMounted={false}
      >
        <ScrollingTabsList aria-label={FINANCE_TEXTS.statementTabs}>
          {tabs.map((entry) => (
            <Tabs.Tab key={entry} value={entry}>
              {STATEMENT_TAB_LABELS[entry]}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value={tab} pt="md">
          <Stack gap="sm">
            <StatementTable
              label={STATEMENT_TAB_LABELS[tab]}
              rows={statement.data?.content}
              error={
                failed && (
                  <EmptyState
                    title={FINANCE_TEXTS.statementLoadFailed}
                    action={
                      <Button variant="default" onClick={() => void statement.refetch()}>
                        {FINANCE_TEXTS.retry}
                      </Button>
                    }
                  />
                )
              }
            />
            {statement.data && statement.data.totalPages > 1 && (
              <Pager
                page={page}
                totalPages={statement.data.totalPages}
                onChange={(next) => update({ [PAGE_PARAM]: pageParam(next) })}
                disabled={statement.isPlaceholderData}
              />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
