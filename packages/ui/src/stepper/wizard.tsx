import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '../button/button.tsx';
import { Stepper, type StepperStep } from './stepper.tsx';
import { Actions, ErrorList, Panel, WizardRoot } from './stepper.styles.ts';

export interface WizardStep extends Omit<StepperStep, 'state'> {
  /** The step's form or content. */
  content: ReactNode;
  /** Checks the step before Next; any message returned blocks it and is shown. */
  validate?: () => string[] | Promise<string[]>;
}

export interface WizardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** The steps, in order. */
  steps: WizardStep[];
  /** Called when the last step validates and the user submits. */
  onSubmit: () => void | Promise<void>;
  /** Steps above the panel, or beside it from the md breakpoint. */
  orientation?: 'horizontal' | 'vertical';
  /** Label of the final button; defaults to a translated "Submit". */
  submitLabel?: string;
}

/**
 * A linear multi-step form: Next runs the step's `validate` and only moves on without errors;
 * focus goes to the new step's heading and its position is announced.
 */
export const Wizard = forwardRef<HTMLDivElement, WizardProps>(function Wizard(
  { steps, onSubmit, orientation = 'horizontal', submitLabel, ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  const [active, setActive] = useState(0);
  const [errors, setErrors] = useState<Record<number, string[]>>({});
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const step = steps[active];
  const last = active === steps.length - 1;

  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = false;
  }, [active]);

  const next = async () => {
    setBusy(true);
    const found = (await step?.validate?.()) ?? [];
    setBusy(false);
    setErrors((e) => ({ ...e, [active]: found }));
    if (found.length) return;
    if (last) await onSubmit();
    else {
      moved.current = true;
      setActive(active + 1);
    }
  };
  const back = () => {
    moved.current = true;
    setActive(active - 1);
  };
  const stepErrors = errors[active] ?? [];

  return (
    <WizardRoot ref={ref} data-orientation={orientation} {...rest}>
      <Stepper
        orientation={orientation}
        activeStep={active}
        steps={steps.map((s, i) => ({
          label: s.label,
          description: s.description,
          icon: s.icon,
          state: errors[i]?.length ? 'error' : undefined,
        }))}
      />
      <Panel aria-labelledby={headingId}>
        <VisuallyHidden aria-live="polite">
          {t('stepper.status', { current: active + 1, total: steps.length, label: step?.label })}
        </VisuallyHidden>
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {step?.label}
        </h2>
        {stepErrors.length > 0 && (
          // The alert is a box around the list: a list may not take the alert role itself.
          <div role="alert">
            <ErrorList>
              {stepErrors.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ErrorList>
          </div>
        )}
        {step?.content}
        <Actions>
          {active > 0 ? (
            <Button
              variant="tonal"
              color="secondary"
              startIcon={<IconArrowLeft size={18} className="at-mirror-rtl" />}
              onClick={back}
            >
              {t('stepper.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button
            loading={busy}
            endIcon={last ? undefined : <IconArrowRight size={18} className="at-mirror-rtl" />}
            onClick={() => void next()}
          >
            {last ? (submitLabel ?? t('stepper.submit')) : t('stepper.next')}
          </Button>
        </Actions>
      </Panel>
    </WizardRoot>
  );
});
