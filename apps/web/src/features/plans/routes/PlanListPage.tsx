import { Button, Group, Stack, Title } from '@mantine/core';
import IconPlus from '@tabler/icons-react/dist/esm/icons/IconPlus.mjs';
import { useNavigate } from 'react-router';
import { PlanList } from '../components/PlanList';
import { NEW_PLAN_ID, planPath } from '../links';
import { PLANS_TEXTS } from '../texts';

/** '/meus-planos': the seller's plans, searched and paged on the server. */
export default function PlanListPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>{PLANS_TEXTS.listTitle}</Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => void navigate(planPath(NEW_PLAN_ID))}
        >
          {PLANS_TEXTS.create}
        </Button>
      </Group>
      <PlanList />
    </Stack>
  );
}
