import { useMemo, useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import IconAdjustments from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { Controller, useWatch } from 'react-hook-form';
import {
  CHARGE_SEARCH_FIELD_LABELS,
  CHARGE_SEARCH_FIELDS,
  chargeListQuerySchema,
  type ChargeTab,
} from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { useCan } from '../../../lib/permissions';
import { canExport, EMPTY_FILTERS, hasMoreFilters, toExportBody, type ChargeFilters } from '../chargeFilters';
import { CHARGE_TEXTS } from '../texts';
import { DateRangeInput } from '../../../components/DateRangeInput';
import { ExportCsvButton, ExportCsvModal } from '../../charge-exports';
import { filterFormSchema, filtersOf, formValuesOf } from './filterForm';
import { MoreFilters } from './MoreFilters';

const FIELD_OPTIONS = CHARGE_SEARCH_FIELDS.map((field) => ({ value: field, label: CHARGE_SEARCH_FIELD_LABELS[field] }));

interface ChargeFilterBarProps {
  /** The filters of the URL. */
  filters: ChargeFilters;
  /** The status tab: the CSV export takes it with the filters. */
  status: ChargeTab;
  onApply: (filters: ChargeFilters) => void;
}

/** Search with its field, expiration range, 'Mais filtros', Buscar, Limpar and the CSV export (spec 1 §2.8). */
export function ChargeFilterBar({ filters, status, onApply }: ChargeFilterBarProps) {
  // A new object only when the URL's filters change (back/forward, Limpar): the form follows them.
  const filterKey = JSON.stringify(filters);
  const values = useMemo(() => formValuesOf(JSON.parse(filterKey) as ChargeFilters), [filterKey]);
  const form = useContractForm(filterFormSchema, { values });
  const [moreOpened, setMoreOpened] = useState(() => hasMoreFilters(filters));
  const field = useWatch({ control: form.control, name: 'field' });
  const expiration = useWatch({ control: form.control, name: 'expiration' });
  const canRead = useCan('charges.read');
  // The filters being exported: what the bar shows when 'Baixar CSV' is clicked.
  const [exporting, setExporting] = useState<ChargeFilters | null>(null);
  const exportRequest = useMemo(() => exporting && toExportBody(exporting, status, ''), [exporting, status]);
  const startExport = () => {
    const current = filtersOf(form.getValues());
    if (canExport(current)) setExporting(current);
  };
  const fieldLabel = CHARGE_SEARCH_FIELD_LABELS[field].toLowerCase();

  const submit = form.handleSubmit(
    () => onApply(filtersOf(form.getValues())),
    // An invalid amount sits in 'Mais filtros': show it.
    () => setMoreOpened(true),
  );
  const clear = () => {
    form.reset(formValuesOf(EMPTY_FILTERS));
    onApply(EMPTY_FILTERS);
  };

  return (
    <>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={CHARGE_TEXTS.filterLabel} role="search">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Controller
            control={form.control}
            name="field"
            render={({ field: input }) => (
              <Select
                label={CHARGE_TEXTS.searchField}
                data={FIELD_OPTIONS}
                value={input.value}
                onChange={(next) => next && input.onChange(next)}
                allowDeselect={false}
                comboboxProps={{ keepMounted: false }}
                w={150}
              />
            )}
          />
          <TextInput
            label={CHARGE_TEXTS.searchBy(fieldLabel)}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            maxLength={chargeListQuerySchema.shape[field].unwrap().maxLength ?? undefined}
            style={{ flex: '1 1 220px' }}
            {...form.register('search')}
          />
          <Controller
            control={form.control}
            name="expiration"
            render={({ field: input }) => (
              <DateRangeInput
                label={CHARGE_TEXTS.expiration}
                value={input.value}
                onChange={input.onChange}
                w={{ base: '100%', xs: 250 }}
              />
            )}
          />
          <Button
            variant="subtle"
            leftSection={<IconAdjustments size={16} aria-hidden="true" />}
            aria-expanded={moreOpened}
            aria-controls="charge-more-filters"
            onClick={() => setMoreOpened((opened) => !opened)}
          >
            {CHARGE_TEXTS.moreFilters}
          </Button>
          <Group gap="sm" ml="auto" justify="flex-end">
            {canRead && (
              <ExportCsvButton
                enabled={canExport({ expirationFrom: expiration[0], expirationTo: expiration[1] })}
                onOpen={startExport}
              />
            )}
            <Button variant="default" onClick={clear}>
              {CHARGE_TEXTS.clear}
            </Button>
            <Button type="submit">{CHARGE_TEXTS.search}</Button>
          </Group>
        </Group>
        {moreOpened && <MoreFilters id="charge-more-filters" form={form} />}
      </form>
      {/* Outside the form: its own form must not submit this one. */}
      <ExportCsvModal request={exportRequest} onClose={() => setExporting(null)} />
    </>
  );
}
