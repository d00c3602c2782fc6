import type { ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import IconLock from '@tabler/icons-react/dist/esm/icons/IconLock.mjs';
import classes from './StepFieldset.module.css';

interface StepFieldsetProps {
  legend: string;
  /** A locked step: every input, select, date picker and button inside is disabled by the fieldset. */
  locked: boolean;
  lockedText: string;
  children: ReactNode;
}

/** One step's fields, named by the step's title; a locked step says why its fields cannot change. */
export function StepFieldset({ legend, locked, lockedText, children }: StepFieldsetProps) {
  return (
    <Stack gap="md">
      {locked && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden="true" />}>
          {lockedText}
        </Alert>
      )}
      <fieldset className={classes.fieldset} disabled={locked}>
        <legend className={classes.legend}>{legend}</legend>
        {children}
      </fieldset>
    </Stack>
  );
}
