import { useMemo, useState } from 'react';
import { Button, Loader, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { PLAN_LIMITS, type Plan } from '@cofre/contract';
import { useCan } from '../../../lib/permissions';
import { usePlan } from '../api/getPlan';
import { usePlans } from '../api/listPlans';
import { PLANS_TEXTS } from '../texts';
import { PlanFormModal } from './PlanFormModal';

const SEARCH_DELAY_MS = 300;

export interface PlanPickerProps {
  /** The selected plan's id. */
  value: string | null;
  onChange: (planId: string | null, plan: Plan | null) => void;
  error?: string;
  label?: string;
  required?: boolean;
}

/**
 * A select over the seller's active plans, searched on the server (D19), with 'Adicionar plano':
 * it opens the plan form in a dialog and selects the plan the POST returned.
 */
export function PlanPicker({ value, onChange, error, label = PLANS_TEXTS.pickerLabel, required }: PlanPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [adding, setAdding] = useState(false);

  // A plan chosen here is known; one handed in by the parent is fetched to show its title.
  const known = chosen?.id === value ? chosen : null;
  const fetched = usePlan(value && !known ? value : null);
  const selected = known ?? (fetched.data?.id === value ? fetched.data : null);

  // The selected plan's title in the input is not a search term.
  const term = search.trim() !== '' && search !== selected?.title ? search.trim() : '';
  const [debouncedTerm] = useDebouncedValue(term, SEARCH_DELAY_MS);
  const results = usePlans({ search: debouncedTerm, active: true, page: 0, size: PLAN_LIMITS.pageSize });

  const plans = useMemo(() => {
    const found = results.data?.content ?? [];
    return selected && !found.some((plan) => plan.id === selected.id) ? [selected, ...found] : found;
  }, [results.data, selected]);

  const canCreate = useCan('checkout.manage');

  const choose = (plan: Plan | null) => {
    setChosen(plan);
    onChange(plan?.id ?? null, plan);
  };

  return (
    <Stack gap={4} align="flex-start">
      <Select
        w="100%"
        label={label}
        required={required}
        error={error}
        placeholder={PLANS_TEXTS.pickerPlaceholder}
        searchable
        clearable
        value={value}
        data={plans.map((plan) => ({ value: plan.id, label: plan.title }))}
        searchValue={search}
        onSearchChange={setSearch}
        // The server already searched: every option it returned is shown.
        filter={({ options }) => options}
        nothingFoundMessage={results.isFetching ? PLANS_TEXTS.loading : PLANS_TEXTS.pickerEmpty}
        rightSection={results.isFetching || fetched.isLoading ? <Loader size="xs" /> : undefined}
        onChange={(id) => choose(plans.find((plan) => plan.id === id) ?? null)}
      />
      {/* Creating a plan is for who manages them (checkout.manage); a seller may pick one without it. */}
      {canCreate && (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => setAdding(true)}
          >
            {PLANS_TEXTS.addPlan}
          </Button>
          <PlanFormModal opened={adding} onClose={() => setAdding(false)} onSaved={(plan) => choose(plan)} />
        </>
      )}
    </Stack>
  );
}
