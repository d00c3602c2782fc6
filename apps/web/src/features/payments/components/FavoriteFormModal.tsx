import { useEffect } from 'react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import {
  PIX_FAVORITE_ACCOUNT_TYPE_LABELS,
  PIX_FAVORITE_ACCOUNT_TYPES,
  PIX_FAVORITE_MESSAGES,
  type PixFavorite,
} from '@cofre/contract';
import { useContractForm } from '../../../lib/form';
import { placeServerErrors } from '../../../lib/serverErrors';
import { useSaveFavorite } from '../api/saveFavorite';
import { PAYMENTS_TEXTS as T } from '../texts';
import {
  FAVORITE_FIELD_OF_CODE,
  FAVORITE_FIELDS,
  favoriteFormSchema,
  favoriteFormValues,
  type FavoriteFormValues,
} from './favoriteForm';
import { errorText, pixErrorToast, pixSuccessToast } from './toasts';

const ACCOUNT_TYPE_OPTIONS = PIX_FAVORITE_ACCOUNT_TYPES.map((value) => ({
  value,
  label: PIX_FAVORITE_ACCOUNT_TYPE_LABELS[value],
}));

interface FavoriteFormModalProps {
  opened: boolean;
  /** The favorite being edited, or null for a new one. */
  favorite: PixFavorite | null;
  /** A new favorite's key (the one typed in the payment form), or ''. */
  initialKey: string;
  onClose: () => void;
}

/**
 * 'Cadastrar/Editar Favorito PIX' (spec 4 §2, §5 'Favorite form'): nickname, beneficiary and key
 * required, the bank details optional; checked by the contract. The server's refusals go under their
 * field (a 400 naming it, PAY-010 for a key already saved) or in a toast.
 */
export function FavoriteFormModal({ opened, favorite, initialKey, onClose }: FavoriteFormModalProps) {
  const save = useSaveFavorite();
  const form = useContractForm(favoriteFormSchema, { defaultValues: favoriteFormValues(favorite, initialKey) });
  const { register, formState, reset } = form;
  const errors = formState.errors;

  // Each opening starts from the favorite (or the typed key).
  useEffect(() => {
    if (opened) reset(favoriteFormValues(favorite, initialKey));
  }, [opened, favorite, initialKey, reset]);

  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: favorite?.id ?? null, body },
      {
        onSuccess: () => {
          pixSuccessToast(favorite ? PIX_FAVORITE_MESSAGES.updated : PIX_FAVORITE_MESSAGES.created);
          onClose();
        },
        onError: (error) => {
          const left = placeServerErrors<FavoriteFormValues>(
            error,
            FAVORITE_FIELDS,
            FAVORITE_FIELD_OF_CODE,
            form.setError,
          );
          if (left) pixErrorToast(errorText(left, PIX_FAVORITE_MESSAGES.saveError), PIX_FAVORITE_MESSAGES.saveError);
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={PIX_FAVORITE_MESSAGES.formTitle} size="lg" centered>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <TextInput label={T.nickname} required error={errors.nickname?.message} {...register('nickname')} />
          <TextInput
            label={T.beneficiaryName}
            required
            error={errors.beneficiaryName?.message}
            {...register('beneficiaryName')}
          />
          <TextInput label={T.key} required autoComplete="off" error={errors.key?.message} {...register('key')} />
          <Text component="h3" fz="sm" fw={600} m={0}>
            {T.bankDetails}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={T.beneficiaryDocument}
              inputMode="numeric"
              error={errors.beneficiaryDocument?.message}
              {...register('beneficiaryDocument')}
            />
            <TextInput label={T.bank} error={errors.bank?.message} {...register('bank')} />
            <TextInput label={T.agency} inputMode="numeric" error={errors.agency?.message} {...register('agency')} />
            <TextInput label={T.account} error={errors.account?.message} {...register('account')} />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="accountType"
            render={({ field, fieldState }) => (
              <Select
                label={T.accountType}
                placeholder={T.accountTypePlaceholder}
                data={ACCOUNT_TYPE_OPTIONS}
                value={field.value}
                onChange={(value) => field.onChange(PIX_FAVORITE_ACCOUNT_TYPES.find((type) => type === value) ?? null)}
                onBlur={field.onBlur}
                ref={field.ref}
                clearable
                error={fieldState.error?.message}
                comboboxProps={{ keepMounted: false }}
              />
            )}
          />
          <Textarea label={T.notes} rows={2} error={errors.notes?.message} {...register('notes')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {T.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
