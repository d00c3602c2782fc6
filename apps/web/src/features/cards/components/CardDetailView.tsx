import { useState } from 'react';
import { Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import type { CardDetail } from '@cofre/contract';
import { useSandboxControls } from '../../../lib/sandbox';
import { CARDS_TEXTS as T } from '../texts';
import { CardActions } from './CardActions';
import { CardsPageHeader } from './CardsPageHeader';
import { CardStatement } from './CardStatement';
import { CardSummary } from './CardSummary';
import { CardVisual } from './CardVisual';
import { OpenInvoice } from './OpenInvoice';
import { RenameCardModal } from './RenameCardModal';
import { RevealCardModal } from './RevealCardModal';
import { SimulatePurchaseButton } from './SandboxPurchase';

/**
 * '/cartao/{id}' 'Cartão de crédito' (spec 4 §2): the card visual and its actions, its name, status,
 * type and limit, 'Fatura aberta', and the 'Extrato' tab; sandbox's 'Simular compra' besides.
 */
export function CardDetailView({ detail }: { detail: CardDetail }) {
  const { card } = detail;
  const [dialog, setDialog] = useState<'rename' | 'reveal' | null>(null);
  const sandbox = useSandboxControls();
  const canSimulate = sandbox && (card.status === 'ACTIVE' || card.status === 'BLOCKED');
  const close = () => setDialog(null);

  return (
    <Stack gap="lg" maw={1280}>
      <CardsPageHeader title={T.detailTitle} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md" align="flex-start">
          <CardVisual card={card} />
          <CardActions card={card} onReveal={() => setDialog('reveal')} />
        </Stack>
        <Stack gap="md">
          <CardSummary card={card} onRename={() => setDialog('rename')} />
          <OpenInvoice card={card} />
        </Stack>
      </SimpleGrid>
      <Tabs defaultValue="statement" keepMounted={false}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Tabs.List aria-label={T.tabsLabel}>
            <Tabs.Tab value="statement">{T.statementTab}</Tabs.Tab>
          </Tabs.List>
          {canSimulate && <SimulatePurchaseButton cardId={card.id} />}
        </Group>
        <Tabs.Panel value="statement" pt="md">
          <CardStatement cardId={card.id} transactions={detail.transactions} />
        </Tabs.Panel>
      </Tabs>
      <RenameCardModal card={card} opened={dialog === 'rename'} onClose={close} />
      <RevealCardModal cardId={card.id} stepUp={detail.stepUp} opened={dialog === 'reveal'} onClose={close} />
    </Stack>
  );
}
