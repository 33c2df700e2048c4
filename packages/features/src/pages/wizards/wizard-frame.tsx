import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Alert, Card, Divider, Stack, Stepper, Typography, VisuallyHidden } from '@atrium/ui';

import { StepNavigation } from '../../shared/step-navigation.tsx';
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts';

/** One step: its name, the form values it edits (checked by Next, in the order shown), its body. */
export interface WizardFrameStep<V extends FieldValues> {
  id: string;
  label: string;
  description?: string;
  fields: readonly Path<V>[];
  body: ReactNode;
}

/** What sending the last step gave: stored, refused per field (`{ field: message }`), or failed. */
export type WizardSendOutcome =
  | { status: 'done' }
  | { status: 'refused'; fields: Partial<Record<string, string>> }
  | { status: 'failed' };

export interface WizardFrameProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  steps: readonly WizardFrameStep<V>[];
  /** Names the form (the page's heading). */
  labelledBy: string;
  submitLabel: string;
  send: (values: V) => Promise<WizardSendOutcome>;
  /** Starts on this step (stories show each step in its state). */
  initialStep?: number;
}

/**
 * A wizard on one react-hook-form: the ui Stepper (a column on phones), Next checks only the
 * current step's values (its first wrong field takes the focus), Back keeps every value, the last
 * step sends, and a refusal brings back the step of the first refused field with the server's
 * messages on the fields.
 */
export function WizardFrame<V extends FieldValues>({
  form,
  steps,
  labelledBy,
  submitLabel,
  send,
  initialStep = 0,
}: WizardFrameProps<V>) {
  const { t } = useTranslation('pages');
  const narrow = useNarrowScreen();
  const [active, setActive] = useState(initialStep);
  const [stepInvalid, setStepInvalid] = useState(false);
  const [failed, setFailed] = useState(false);
  // A refusal waits for its step to be drawn before its fields can show it and take the focus.
  const refusals = useRef<Partial<Record<string, string>> | null>(null);
  const [refusedCount, setRefusedCount] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = steps[active] ?? steps[0];
  const last = active === steps.length - 1;

  useEffect(() => {
    const refused = refusals.current;
    if (refused) {
      const shown = (step?.fields ?? []).filter((name) => refused[name]);
      for (const name of shown) form.setError(name, { type: 'server', message: refused[name] });
      if (shown[0]) form.setFocus(shown[0]);
    } else if (moved.current) heading.current?.focus();
    refusals.current = null;
    moved.current = false;
  }, [active, refusedCount, form, step]);

  const go = (to: number) => {
    moved.current = true;
    setStepInvalid(false);
    setActive(to);
  };

  const sendValues = async (values: V) => {
    setFailed(false);
    const outcome = await send(values);
    if (outcome.status === 'done') return;
    const fields = outcome.status === 'refused' ? outcome.fields : {};
    const refusedStep = steps.findIndex((s) => s.fields.some((name) => fields[name]));
    if (refusedStep < 0) return setFailed(true);
    refusals.current = fields;
    setActive(refusedStep);
    setRefusedCount((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!step) return;
    const valid = await form.trigger(step.fields, { shouldFocus: true });
    setStepInvalid(!valid);
    if (!valid) return;
    if (!last) go(active + 1);
    else await form.handleSubmit(sendValues)(event);
  };

  if (!step) return null;
  return (
    <form noValidate aria-labelledby={labelledBy} onSubmit={(event) => void submit(event)}>
      <Card>
        <Card.Content>
          <Stepper
            activeStep={active}
            orientation={narrow ? 'vertical' : 'horizontal'}
            steps={steps.map((s, index) => ({
              label: s.label,
              description: narrow ? undefined : s.description,
              state: stepInvalid && index === active ? 'error' : undefined,
            }))}
          />
        </Card.Content>
        <Divider />
        <Card.Content>
          <Stack gap={5}>
            <VisuallyHidden aria-live="polite">
              {t('wizards.frame.status', {
                current: active + 1,
                total: steps.length,
                label: step.label,
              })}
            </VisuallyHidden>
            <Stack gap={1}>
              <Typography variant="h5" as="h2" ref={heading} tabIndex={-1} data-step={step.id}>
                {step.label}
              </Typography>
              {step.description ? (
                <Typography variant="body2" color="secondary">
                  {step.description}
                </Typography>
              ) : null}
            </Stack>
            {stepInvalid ? (
              <Alert severity="error" data-testid="wizard-step-invalid">
                {t('wizards.frame.stepInvalid')}
              </Alert>
            ) : null}
            {failed ? (
              <Alert severity="error" role="alert">
                {t('wizards.frame.failed')}
              </Alert>
            ) : null}
            {step.body}
            <StepNavigation
              onBack={active > 0 ? () => go(active - 1) : undefined}
              backLabel={t('wizards.frame.back')}
              submitLabel={last ? submitLabel : t('wizards.frame.next')}
              last={last}
              submitting={form.formState.isSubmitting}
            />
          </Stack>
        </Card.Content>
      </Card>
    </form>
  );
}
