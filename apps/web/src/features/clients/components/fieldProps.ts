import type { ControllerFieldState, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

/** A Controller's field as the props of the shared masked inputs (value in, raw value out). */
export function maskedFieldProps<Values extends FieldValues, Name extends FieldPath<Values>>(
  field: ControllerRenderProps<Values, Name>,
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
