import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { Alert, Stack, Stepper, Typography, VisuallyHidden } from '@atrium/ui';

import { showRefusals, useRegister } from '../register/use-register.ts';
import {
  EMPTY_VALUES,
  STEP_FIELDS,
  useMultiStepSchema,
  type MultiStepValues,
} from './multi-step-schema.ts';
import { AccountStep, BillingStep, PersonalStep } from './steps.tsx';
import { StepNavigation } from '../../shared/step-navigation.tsx';
import { useNarrowScreen } from '../../shared/use-narrow-screen.ts';

const STEPS = [
  { id: 'account', Body: AccountStep },
  { id: 'personal', Body: PersonalStep },
  { id: 'billing', Body: BillingStep },
] as const;
const LAST = STEPS.length - 1;

/** The registration body: the card's name, expiry and CVC are checked here and never sent. */
function toRequest({ confirm: _c, cardName: _n, expiry: _e, cvc: _v, ...body }: MultiStepValues) {
  return { ...body, cardNumber: body.cardNumber.replace(/\s+/g, '') };
}

/**
 * Account, personal and billing details in three steps on the ui Stepper. Next checks the current
 * step only (its first wrong field takes the focus); Back and Next keep every value; the last
 * step registers, and a refusal brings back the step of the first refused field.
 */
export function MultiStepForm() {
  const { t } = useTranslation('auth');
  const form = useForm<MultiStepValues>({
    resolver: zodResolver(useMultiStepSchema()),
    defaultValues: EMPTY_VALUES,
  });
  const register = useRegister();
  const [active, setActive] = useState(0);
  const [stepInvalid, setStepInvalid] = useState(false);
  const [failed, setFailed] = useState(false);
  // A refusal waits for its step to be drawn before its fields can show it and take the focus.
  const refusals = useRef<Record<string, string> | null>(null);
  const [refusedCount, setRefusedCount] = useState(0);
  const heading = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const step = STEPS[active] ?? STEPS[0];
  const narrow = useNarrowScreen();

  useEffect(() => {
    // After Next or Back the new step's heading takes the focus; a refusal focuses its field.
    if (refusals.current) showRefusals(form, STEP_FIELDS[active] ?? [], refusals.current);
    else if (moved.current) heading.current?.focus();
    refusals.current = null;
    moved.current = false;
  }, [active, refusedCount, form]);

  const go = (to: number) => {
    moved.current = true;
    setStepInvalid(false);
    setActive(to);
  };

  const send = async (values: MultiStepValues) => {
    setFailed(false);
    const outcome = await register(toRequest(values));
    if (outcome.status === 'failed') return setFailed(true);
    if (outcome.status !== 'refused') return;
    const refusedStep = STEP_FIELDS.findIndex((names) =>
      names.some((name) => name in outcome.fields),
    );
    if (refusedStep < 0) return setFailed(true);
    refusals.current = outcome.fields;
    setActive(refusedStep);
    setRefusedCount((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = await form.trigger(STEP_FIELDS[active], { shouldFocus: true });
    setStepInvalid(!valid);
    if (!valid) return;
    if (active < LAST) go(active + 1);
    else await form.handleSubmit(send)(event);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="multi-step-heading">
      <Stack gap={5}>
        <Stepper
          activeStep={active}
          orientation={narrow ? 'vertical' : 'horizontal'}
          steps={STEPS.map(({ id }, index) => ({
            label: t(`multiStep.steps.${id}.label`),
            state: stepInvalid && index === active ? 'error' : undefined,
          }))}
        />
        <Stack gap={4}>
          <VisuallyHidden aria-live="polite">
            {t('multiStep.status', {
              current: active + 1,
              total: STEPS.length,
              label: t(`multiStep.steps.${step.id}.label`),
            })}
          </VisuallyHidden>
          <Typography variant="h5" as="h2" id="multi-step-heading" ref={heading} tabIndex={-1}>
            {t(`multiStep.steps.${step.id}.title`)}
          </Typography>
          {stepInvalid ? <Alert severity="error">{t('multiStep.errors.step')}</Alert> : null}
          {failed ? <Alert severity="error">{t('register.errors.failed')}</Alert> : null}
          <step.Body form={form} />
          <StepNavigation
            onBack={active > 0 ? () => go(active - 1) : undefined}
            backLabel={t('multiStep.back')}
            submitLabel={t(active < LAST ? 'multiStep.next' : 'multiStep.submit')}
            last={active >= LAST}
            submitting={form.formState.isSubmitting}
          />
        </Stack>
      </Stack>
    </form>
  );
}
