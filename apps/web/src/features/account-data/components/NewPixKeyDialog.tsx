import { useState } from 'react';
import { Modal } from '@mantine/core';
import {
  ACCOUNT_PIX_KEY_MESSAGES as M,
  formatErrorItem,
  type AccountPixKey,
  type AccountPixKeyType,
} from '@cofre/contract';
import { errorMessages } from '../../../lib/api';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useCreatePixKey } from '../api/createPixKey';
import { ACCOUNT_DATA_TEXTS as T } from '../texts';
import { PixKeyCodeStep } from './PixKeyCodeStep';
import { PixKeyFormStep } from './PixKeyFormStep';
import { PixKeyResult } from './PixKeyResult';
import { pixKeyFormSchema } from './pixKeyForm';

type Step = { kind: 'form' } | { kind: 'code'; key: AccountPixKey } | { kind: 'done'; key: AccountPixKey };

interface NewPixKeyDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The company's CNPJ (digits), the CNPJ key's locked value. */
  companyDocument: string | null;
  defaultType: AccountPixKeyType;
  /** A phone key still waiting for its code: the dialog opens at the code. */
  resume?: AccountPixKey | null;
}

/** The new-key text the server's 400 puts under the field (`title: 'key'`). */
const FIELDS = new Set(['key']);

/**
 * 'Nova Chave Pix' (spec 3 §4): the form, then (phone keys) the SMS code, then the result. A refusal
 * is shown on the form with everything typed kept. Mounted afresh each time it opens.
 */
export function NewPixKeyDialog({ opened, onClose, companyDocument, defaultType, resume }: NewPixKeyDialogProps) {
  const create = useCreatePixKey();
  const form = useContractForm(pixKeyFormSchema, { defaultValues: { type: defaultType, key: '' } });
  const [step, setStep] = useState<Step>(resume ? { kind: 'code', key: resume } : { kind: 'form' });
  const [problems, setProblems] = useState<readonly string[]>([]);

  const fail = (error: unknown) => {
    const left = placeServerErrors(error, FIELDS, {}, form.setError);
    setProblems(left === null ? [] : errorMessages(left, formatErrorItem, M.creationError));
    setStep({ kind: 'form' });
  };
  const created = (key: AccountPixKey) => {
    setProblems([]);
    setStep(key.status === 'AWAITING_CODE' ? { kind: 'code', key } : { kind: 'done', key });
  };
  const submit = form.handleSubmit(async (body) => {
    setProblems([]);
    try {
      created(await create.mutateAsync(body));
    } catch (error) {
      fail(error);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={create.isPending ? () => undefined : onClose}
      title={step.kind === 'code' ? T.codeTitle : T.dialogTitle}
      centered
    >
      {step.kind === 'form' && (
        <PixKeyFormStep
          form={form}
          companyDocument={companyDocument}
          problems={problems}
          pending={create.isPending}
          onSubmit={() => void submit()}
          onCancel={onClose}
        />
      )}
      {step.kind === 'code' && (
        <PixKeyCodeStep pixKey={step.key} onConfirmed={created} onFailed={fail} onClose={onClose} />
      )}
      {step.kind === 'done' && <PixKeyResult pixKey={step.key} onClose={onClose} />}
    </Modal>
  );
}
