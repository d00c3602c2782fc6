import { Select, type SelectProps } from '@mantine/core';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';

interface FormSelectProps extends Omit<SelectProps, 'name' | 'value' | 'onChange' | 'error'> {
  name: string;
  label: string;
}

/** A select of the form in context: '' while nothing is chosen (the contract answers it), its error under it. */
export function FormSelect({ name, ...props }: FormSelectProps) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      control={control}
      name={name as Path<FieldValues>}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
