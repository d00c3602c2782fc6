import { Group, Radio } from '@mantine/core';
import { IMPORT_METHODS, PAYMENT_METHOD_LABELS, type Plan } from '@cofre/contract';
import { SUBSCRIPTIONS_TEXTS as T } from '../texts';

export type ImportMethod = (typeof IMPORT_METHODS)[number];

/** Whether a plan takes a method (the server refuses the others with SUB-006); any, before a plan is chosen. */
export const planAccepts = (plan: Plan | null, method: ImportMethod) =>
  !plan || (method === 'BOLETO' ? plan.enableBankSlip : plan.enablePixPayment);

interface ImportMethodFieldProps {
  name: string;
  value: ImportMethod | undefined;
  onChange: (method: ImportMethod) => void;
  /** The chosen plan: a method it does not take is offered disabled. */
  plan: Plan | null;
  error?: string;
}

/** 'Forma de pagamento': Boleto or Pix (spec 2 §2, §9); a card comes only from the checkout. */
export function ImportMethodField({ name, value, onChange, plan, error }: ImportMethodFieldProps) {
  const none = !!plan && !plan.enableBankSlip && !plan.enablePixPayment;
  return (
    <Radio.Group
      label={T.importMethod}
      required
      name={name}
      value={value ?? null}
      onChange={(next) => {
        const method = IMPORT_METHODS.find((option) => option === next);
        if (method) onChange(method);
      }}
      error={error}
      description={none ? T.importNoPlanMethods : undefined}
    >
      <Group gap="lg" mt="xs">
        {IMPORT_METHODS.map((option) => (
          <Radio
            key={option}
            value={option}
            label={PAYMENT_METHOD_LABELS[option]}
            disabled={!planAccepts(plan, option)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
