import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Paper, Tabs, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PaymentLinkType } from '@cofre/contract';
import { PAYMENT_LINKS_TEXTS as T } from '../texts';
import { InstallmentPreview } from './InstallmentPreview';
import type { LinkFormValues } from './linkForm';
import { PreviewSummary } from './PreviewSummary';

type PreviewTab = 'summary' | 'installments';

/** The tab a link type opens on: Parcelamento for a one-off link, Resumo otherwise (spec 2 §2). */
const firstTab = (type: PaymentLinkType): PreviewTab => (type === 'ORDER' ? 'installments' : 'summary');

/** The spec's debounce: the preview follows the form 1 s after the last edit (spec 2 §2, §5). */
export const PREVIEW_DELAY_MS = 1_000;

/**
 * The preview panel (view_new_preview_payment_link): Resumo, and Parcelamento for a one-off link,
 * both drawn from the form as it stood 1 s after the last edit.
 */
export function LinkPreview({ type }: { type: PaymentLinkType }) {
  const { control } = useFormContext<LinkFormValues>();
  const watched = useWatch({ control }) as LinkFormValues;
  // Debounced as a string: a new object on every render must not restart the wait.
  const [settled] = useDebouncedValue(JSON.stringify(watched), PREVIEW_DELAY_MS);
  const values = useMemo(() => JSON.parse(settled) as LinkFormValues, [settled]);
  const [tab, setTab] = useState<PreviewTab>(firstTab(type));
  const [shownType, setShownType] = useState(type);
  if (shownType !== type) {
    setShownType(type);
    setTab(firstTab(type));
  }
  return (
    <Paper component="aside" withBorder radius="md" p="lg" aria-label={T.preview}>
      <Title order={2} fz="h4" mb="sm">
        {T.preview}
      </Title>
      <Tabs
        value={tab}
        onChange={(next) => setTab(next === 'installments' ? 'installments' : 'summary')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="summary">{T.summaryTab}</Tabs.Tab>
          {type === 'ORDER' && <Tabs.Tab value="installments">{T.installmentsTab}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="summary">
          <PreviewSummary values={values} />
        </Tabs.Panel>
        {type === 'ORDER' && (
          <Tabs.Panel value="installments">
            <InstallmentPreview values={values} pending={settled !== JSON.stringify(watched)} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}
