import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useWatch } from 'react-hook-form';
import {
  ERRORS,
  FINANCE_MESSAGES,
  formatBRL,
  formatErrorItem,
  isWithdrawalBlocked,
  transferCreateSchema,
  type Balance,
  type TransferCreate,
} from '@cofre/contract';
import { MoneyInput } from '../../../components/MoneyInput';
import { errorMessages, showSuccess } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { useSession } from '../../../lib/session';
import { useActionKey } from '../../../lib/actionKey';
import { useCreateTransfer } from '../api/createTransfer';
import { usePayoutAccount } from '../api/getPayoutAccount';
import { FINANCE_TEXTS } from '../texts';
import { PayoutAccountDetails } from './PayoutAccountDetails';
import { WithdrawalQuote } from './WithdrawalQuote';

const EMPTY: TransferCreate = { amount: 0, useAnticipationAmount: false };

interface WithdrawalModalProps {
  opened: boolean;
  balance: Balance;
  onClose: () => void;
}

/**
 * 'Novo repasse' (spec 3 §2, §4, §5, §6). The contract's rule (above R$ 9,00 unless the balance to be
 * released is included) validates the form; the screen also keeps the button off above the balance,
 * in the blocked hours (the server's clock decides in the end) and while sending.
 */
export function WithdrawalModal({ opened, balance, onClose }: WithdrawalModalProps) {
  const actionKey = useActionKey();
  const roles = useSession()?.user.roles ?? [];
  const account = usePayoutAccount(opened);
  const transfer = useCreateTransfer();
  const form = useContractForm(transferCreateSchema, { defaultValues: EMPTY, mode: 'onChange' });
  const { control, formState } = form;
  const [amount, include] = useWatch({ control, name: ['amount', 'useAnticipationAmount'] });

  // Spec 3 §6: offered to SELLER_ADMIN or SELLER_ANTICIPATION of a seller not on BARTE_BANKING;
  // usable only with SELLER_ANTICIPATION and something to be released.
  const offersInclude =
    (roles.includes('SELLER_ADMIN') || roles.includes('SELLER_ANTICIPATION')) &&
    balance.bankingType !== 'BARTE_BANKING';
  const includeDisabled = !roles.includes('SELLER_ANTICIPATION') || balance.provisionedAmount <= 0;
  const limit = include ? balance.amount + balance.amountToAnticipation : balance.amount;
  const exceeds = amount > limit;
  const blocked = isWithdrawalBlocked(new Date());
  const fieldDisabled = limit <= 0;
  const noAccount = account.data?.account === null;

  const close = () => {
    form.reset(EMPTY);
    transfer.reset();
    actionKey.renew();
    onClose();
  };
  const submit = form.handleSubmit((body) => {
    transfer.mutate(
      { body, idempotencyKey: actionKey.key },
      {
        onSuccess: () => {
          showSuccess(FINANCE_MESSAGES.withdrawalScheduled);
          close();
        },
        // Spec 3 §8: the errors joined by line breaks in one toast.
        onError: (error) => {
          actionKey.renewIfAnswered(error);
          notifications.show({
            color: 'red',
            message: errorMessages(error, formatErrorItem, FINANCE_MESSAGES.withdrawalFailed).join('\n'),
            style: { whiteSpace: 'pre-line' },
            autoClose: 6000,
          });
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={FINANCE_MESSAGES.newTransferTitle} centered>
      <Stack gap="md">
        <PayoutAccountDetails account={account.data?.account} />
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <MoneyInput
              label={FINANCE_TEXTS.amount}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              disabled={fieldDisabled}
              error={fieldState.error?.message ?? (exceeds ? FINANCE_TEXTS.exceedsAvailable : undefined)}
              data-autofocus
            />
          )}
        />
        <div>
          <Text fz="sm" c="dimmed">
            {FINANCE_TEXTS.availableLine(formatBRL(balance.amount))}
          </Text>
          <Text fz="sm" c="dimmed">
            {FINANCE_TEXTS.toBeReleasedLine(formatBRL(balance.provisionedAmount))}
          </Text>
        </div>
        {offersInclude && (
          <Checkbox
            label={FINANCE_TEXTS.includeToBeReleased}
            disabled={includeDisabled}
            {...form.register('useAnticipationAmount', { onChange: () => void form.trigger('amount') })}
          />
        )}
        {offersInclude && include && <WithdrawalQuote amount={amount} admin={roles.includes('SELLER_ADMIN')} />}
        {blocked && (
          <Text fz="sm" c="red" role="status">
            {ERRORS['FIN-001']}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {FINANCE_TEXTS.cancel}
          </Button>
          <Button
            onClick={(event) => void submit(event)}
            loading={transfer.isPending}
            disabled={!formState.isValid || exceeds || blocked || noAccount || transfer.isPending}
          >
            {FINANCE_TEXTS.confirmWithdrawal}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
