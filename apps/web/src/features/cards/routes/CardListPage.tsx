import { useId, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import IconAdjustments from '@tabler/icons-react/dist/esm/icons/IconAdjustments.mjs';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { ERRORS } from '@cofre/contract';
import { useCards } from '../api/listCards';
import { CardTable } from '../components/CardTable';
import { InvoiceTotal } from '../components/InvoiceTotal';
import { NewCardModal } from '../components/NewCardModal';
import { useErrorToast } from '../components/useErrorToast';
import { CARD_LIMITS_PATH } from '../links';
import { CARDS_TEXTS as T } from '../texts';

/**
 * '/cartao' 'Cartões de crédito' (spec 4 §2): the 'Fatura total' bar, 'Gerenciar limites' and 'Novo
 * cartão' (off under block_items_credit_card, saying why), and the cards; read again every 3 s
 * while one is being made.
 */
export default function CardListPage() {
  const list = useCards();
  const [creating, setCreating] = useState(false);
  const blockedId = useId();
  useErrorToast(list);
  const manageable = list.data?.manageable ?? false;
  const blocked = list.data !== undefined && !manageable;
  const describedBy = blocked ? blockedId : undefined;

  return (
    <Stack gap="lg" maw={1280}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{T.listTitle}</Title>
        <Group gap="sm">
          {manageable ? (
            <Button
              component={Link}
              to={CARD_LIMITS_PATH}
              variant="default"
              leftSection={<IconAdjustments size={16} aria-hidden="true" />}
            >
              {T.manageLimits}
            </Button>
          ) : (
            <Button
              variant="default"
              disabled
              aria-describedby={describedBy}
              leftSection={<IconAdjustments size={16} aria-hidden="true" />}
            >
              {T.manageLimits}
            </Button>
          )}
          <Button
            disabled={!manageable}
            aria-describedby={describedBy}
            onClick={() => setCreating(true)}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {T.newCard}
          </Button>
        </Group>
      </Group>
      {blocked && (
        <Text id={blockedId} fz="sm" c="dimmed" ta="right">
          {ERRORS['CRD-005']}
        </Text>
      )}
      {list.data && <InvoiceTotal summary={list.data.summary} />}
      <CardTable list={list} />
      <NewCardModal opened={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}
