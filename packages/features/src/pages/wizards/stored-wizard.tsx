import { useState, type ReactNode } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';

import { Button, useToast } from '@atrium/ui';

import { WizardFrame, type WizardFrameStep } from './wizard-frame.tsx';
import { WizardDone } from './wizard-parts.tsx';
import { wizardOutcome } from './wizard-send.ts';

/** What the result screen and the toast say about a stored record. */
export interface StoredTexts {
  title: string;
  message: ReactNode;
  toast: string;
}

export interface StoredWizardProps<V extends FieldValues, R> {
  resolver: Resolver<V>;
  defaults: V;
  /** Where the wizard starts: stories show each step with values already typed. */
  initialStep?: number;
  initialValues?: V;
  labelledBy: string;
  submitLabel: string;
  againLabel: string;
  steps: (form: UseFormReturn<V>) => WizardFrameStep<V>[];
  /** Stores the values (a mutation, unwrapped). */
  store: (values: V) => Promise<R>;
  stored: (record: R) => StoredTexts;
}

/**
 * A wizard whose last step stores one record (a deal, a listing): the frame on one form, then
 * a result screen and a toast, and "another" to start again from empty values.
 */
export function StoredWizard<V extends FieldValues, R>(props: StoredWizardProps<V, R>) {
  const { resolver, defaults, initialStep, initialValues = defaults, store, stored } = props;
  const toast = useToast();
  // The values are the form's own type: react-hook-form types defaults as a deep partial of it.
  const form = useForm<V>({ resolver, defaultValues: initialValues as DefaultValues<V> });
  const [record, setRecord] = useState<R | null>(null);

  if (record) {
    const texts = stored(record);
    return (
      <WizardDone
        title={texts.title}
        message={texts.message}
        actions={
          <Button
            variant="tonal"
            onClick={() => {
              form.reset(defaults);
              setRecord(null);
            }}
          >
            {props.againLabel}
          </Button>
        }
      />
    );
  }
  return (
    <WizardFrame
      form={form}
      labelledBy={props.labelledBy}
      initialStep={initialStep}
      submitLabel={props.submitLabel}
      steps={props.steps(form)}
      send={(values) =>
        wizardOutcome(store(values), (value) => {
          setRecord(value);
          toast({ title: stored(value).toast, severity: 'success' });
        })
      }
    />
  );
}
