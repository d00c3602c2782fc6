import { useId, useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import IconPencil from '@tabler/icons-react/dist/esm/icons/IconPencil.mjs';
import { CARD_MESSAGES, CARD_TYPE_LABELS, ERRORS, formatBRL, type Card, type CardList } from '@cofre/contract';
import type { DataColumn } from '../../../components/DataTable';
import { DataTable } from '../../../components/DataTable';
import { EmptyState } from '../../../components/EmptyState';
import { showApiError, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useUpdateCardLimits } from '../api/updateCardLimits';
import { CARDS_TEXTS as T } from '../texts';
import { LimitInput } from './LimitInput';
import {
  changedLimits,
  isEditable,
  limitsFormSchema,
  limitsFormValues,
  listedCards,
  type LimitsForm,
} from './limitsForm';
import { Money } from '../../../components/Unbreakable';

/**
 * Each card's invoice and limit, with the Editar / Salvar / Cancelar toggle (spec 4 §2, §4): in edit
 * mode the Limite Fixo limits become money inputs; Salvar sends only the ones that changed (nothing
 * changed, no call), all or none; a refusal puts back the limits the page started from.
 */
export function LimitsEditor({ list }: { list: CardList }) {
  const update = useUpdateCardLimits();
  const [editing, setEditing] = useState(false);
  const hintId = useId();
  const form = useContractForm(limitsFormSchema, { defaultValues: limitsFormValues(list.content) });
  const cards = listedCards(list.content);
  const editable = cards.some(isEditable);

  // Where each editable card's value sits in the form (the form holds only Limite Fixo cards).
  const fieldIndex = useMemo(() => {
    const indexes = new Map<string, number>();
    listedCards(list.content)
      .filter(isEditable)
      .forEach((card, index) => indexes.set(card.id, index));
    return indexes;
  }, [list.content]);

  const startEditing = () => {
    form.reset(limitsFormValues(list.content));
    setEditing(true);
  };
  const stopEditing = () => {
    form.reset();
    setEditing(false);
  };
  const save = form.handleSubmit((values: LimitsForm) => {
    const original = limitsFormValues(list.content);
    const limits = changedLimits(values, original);
    if (limits.length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(
      { limits },
      {
        onSuccess: (next) => {
          form.reset(limitsFormValues(next.content));
          setEditing(false);
          showSuccess(CARD_MESSAGES.limitsUpdated);
        },
        onError: (error) => {
          // Spec 4 §4: on failure the edited values go back to the original ones.
          form.reset(original);
          showApiError(error);
        },
      },
    );
  });

  const limitCell = (card: Card) => {
    const index = fieldIndex.get(card.id);
    if (!isEditable(card) || index === undefined) return T.noOwnLimit;
    if (!editing) return formatBRL(card.limitValue ?? 0);
    return (
      <Controller
        control={form.control}
        name={`limits.${index}.newLimit`}
        render={({ field, fieldState }) => (
          <LimitInput
            aria-label={T.limitOf(card.cardName)}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            miw={170}
          />
        )}
      />
    );
  };

  const columns: ReadonlyArray<DataColumn<Card>> = [
    {
      key: 'card',
      header: T.columnCard,
      card: 'title',
      render: (card) => (
        <Stack gap={0}>
          <Text component="span" fz="sm" fw={600}>
            {card.cardName}
          </Text>
          <Text component="span" fz="xs" c="dimmed">
            {card.panMasked ?? T.pendingNumber}
          </Text>
        </Stack>
      ),
    },
    { key: 'type', header: T.columnType, render: (card) => CARD_TYPE_LABELS[card.type] },
    {
      key: 'invoice',
      header: T.columnCurrentInvoice,
      align: 'right',
      render: (card) => <Money cents={card.invoiceValue} />,
    },
    { key: 'limit', header: T.columnLimit, align: 'right', render: limitCell },
  ];

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Text fz="sm" c="dimmed" id={hintId}>
            {list.manageable ? T.editHint : ERRORS['CRD-005']}
          </Text>
          {editing ? (
            <Group gap="sm">
              <Button variant="default" onClick={stopEditing} disabled={update.isPending}>
                {T.cancel}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {T.save}
              </Button>
            </Group>
          ) : (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden="true" />}
              disabled={!list.manageable || !editable}
              aria-describedby={hintId}
              onClick={startEditing}
            >
              {T.edit}
            </Button>
          )}
        </Group>
        <DataTable
          label={T.limitsTable}
          columns={columns}
          rows={cards}
          rowKey={(card) => card.id}
          pageSize={cards.length}
          rowHeight={editing ? 72 : 56}
          minWidth={640}
          empty={<EmptyState title={CARD_MESSAGES.empty} />}
        />
      </Stack>
    </form>
  );
}
