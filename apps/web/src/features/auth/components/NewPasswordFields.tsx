import { PasswordInput } from '@mantine/core';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { newPasswordFormSchema } from '@cofre/contract';
import type { z } from 'zod';
import { LOGIN_TEXTS } from '../loginTexts';
import { AUTH_TEXTS } from '../texts';

type NewPasswordValues = z.input<typeof newPasswordFormSchema>;

/** The new password and its confirmation: the reset's and the invitation's forms ask the same two. */
export function NewPasswordFields({
  register,
  errors,
}: {
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
}) {
  return (
    <>
      <PasswordInput
        label={LOGIN_TEXTS.password}
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordInput
        label={AUTH_TEXTS.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}
