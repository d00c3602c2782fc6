import { useForm } from 'react-hook-form';
import type {
  ControllerFieldState,
  ControllerRenderProps,
  FieldPath,
  FieldValues,
  UseFormProps,
  UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

type ContractFormOptions<Input extends FieldValues, Output> = Omit<UseFormProps<Input, unknown, Output>, 'resolver'>;

/**
 * The one way to write a form: react-hook-form, validated by the contract's zod schema (a form
 * never declares a rule of its own). react-hook-form's defaults: validate on submit, then again on
 * every change. `raw` hands the submit handler the values as typed instead of the schema's output
 * (for bodies sent as typed, like the list's query).
 */
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: ContractFormOptions<Input, Input> & { raw: true },
): UseFormReturn<Input, unknown, Input>;
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options?: ContractFormOptions<Input, Output> & { raw?: false },
): UseFormReturn<Input, unknown, Output>;
export function useContractForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  { raw = false, ...options }: ContractFormOptions<Input, Output> & { raw?: boolean } = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    ...options,
    resolver: (raw ? zodResolver(schema, undefined, { raw: true }) : zodResolver(schema)) as UseFormProps<
      Input,
      unknown,
      Output
    >['resolver'],
  });
}

/** A Controller's field as the props of the shared masked inputs (value in, raw value out). */
export function maskedFieldProps<V extends FieldValues, Name extends FieldPath<V>>(
  field: ControllerRenderProps<V, Name>,
  fieldState: ControllerFieldState,
) {
  return {
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: (value: string) => field.onChange(value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}
