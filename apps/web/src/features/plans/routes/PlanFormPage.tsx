import type { ReactNode } from 'react';
import { Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link, useNavigate, useParams } from 'react-router';
import { planSchema } from '@cofre/contract';
import { EmptyState } from '../../../components/EmptyState';
import NotFoundPage from '../../../components/NotFoundPage';
import { PageLoader } from '../../../components/PageLoader';
import { errorMessages, isApiError } from '../../../lib/api';
import { usePlan } from '../api/getPlan';
import { PlanForm } from '../components/PlanForm';
import { NEW_PLAN_ID, PLAN_LIST_PATH } from '../links';
import { PLANS_TEXTS } from '../texts';

/** Plan ids are UUIDs: anything else (but 0, a new plan) cannot exist and is not asked for. */
const isPlanId = (id: string | undefined): id is string => planSchema.shape.id.safeParse(id).success;

function PlanFormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={PLAN_LIST_PATH} fz="sm">
        <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: 'middle', marginRight: 4 }} />
        {PLANS_TEXTS.backToList}
      </Anchor>
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </Stack>
  );
}

/** '/meus-planos/:id': id 0 is 'Novo Plano' (with Cancelar), any other id 'Editar Plano'. */
export default function PlanFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const isNew = id === NEW_PLAN_ID;
  const validId = !isNew && isPlanId(id);
  const plan = usePlan(validId ? id : null);
  const backToList = () => void navigate(PLAN_LIST_PATH);

  if (isNew) {
    return (
      <PlanFormFrame title={PLANS_TEXTS.newTitle}>
        <PlanForm submitLabel={PLANS_TEXTS.finish} onCancel={backToList} onSaved={backToList} />
      </PlanFormFrame>
    );
  }
  if (!validId || (isApiError(plan.error) && plan.error.status === 404)) return <NotFoundPage embedded />;
  if (plan.data) {
    return (
      <PlanFormFrame title={PLANS_TEXTS.editTitle}>
        <PlanForm key={plan.data.id} plan={plan.data} submitLabel={PLANS_TEXTS.finish} onSaved={backToList} />
      </PlanFormFrame>
    );
  }
  if (plan.isError) {
    return (
      <EmptyState
        title={errorMessages(plan.error)[0]}
        action={
          <Button variant="default" onClick={() => void plan.refetch()}>
            {PLANS_TEXTS.retry}
          </Button>
        }
      />
    );
  }
  return <PageLoader label={PLANS_TEXTS.loading} />;
}
