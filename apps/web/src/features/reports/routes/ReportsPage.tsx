import { useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { REPORT_TYPES, type ReportType } from '@cofre/contract';
import { ReportCard } from '../components/ReportCard';
import { ReportPeriodModal } from '../components/ReportPeriodModal';
import { ReportSentDialog } from '../components/ReportSentDialog';
import { REPORTS_TEXTS as T } from '../texts';

/** '/reports' (spec 3 §2 'Relatórios'): the eight reports, each asked for by period. */
export default function ReportsPage() {
  const [asking, setAsking] = useState<ReportType | null>(null);
  const [sent, setSent] = useState(false);
  return (
    <Stack gap="lg">
      <Title order={1}>{T.pageTitle}</Title>
      <Text c="dimmed" fz="sm" maw={760}>
        {T.intro}
      </Text>
      <SimpleGrid
        component="ul"
        aria-label={T.listLabel}
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {REPORT_TYPES.map((type) => (
          <li key={type}>
            <ReportCard type={type} onGenerate={setAsking} />
          </li>
        ))}
      </SimpleGrid>
      <ReportPeriodModal type={asking} onClose={() => setAsking(null)} onSent={() => setSent(true)} />
      <ReportSentDialog opened={sent} onClose={() => setSent(false)} />
    </Stack>
  );
}
