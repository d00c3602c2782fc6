import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import IconFileSpreadsheet from '@tabler/icons-react/dist/esm/icons/IconFileSpreadsheet.mjs';
import { REPORT_TYPE_INFO, type ReportType } from '@cofre/contract';
import { REPORTS_TEXTS as T } from '../texts';
import classes from './ReportCard.module.css';

interface ReportCardProps {
  type: ReportType;
  onGenerate: (type: ReportType) => void;
}

/** One report type: its title, a line on what it holds, and 'Gerar relatório' (shown on hover or focus). */
export function ReportCard({ type, onGenerate }: ReportCardProps) {
  const info = REPORT_TYPE_INFO[type];
  return (
    <Paper withBorder radius="md" p="md" className={classes.card}>
      <Stack gap="xs" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={2} fz="h4">
            {info.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {info.description}
          </Text>
        </Stack>
        <Button
          className={classes.action}
          variant="default"
          size="sm"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
          aria-label={T.generateFor(info)}
          onClick={() => onGenerate(type)}
          style={{ alignSelf: 'flex-start' }}
        >
          {T.generate}
        </Button>
      </Stack>
    </Paper>
  );
}
