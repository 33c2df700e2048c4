import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { forwardRef, type OlHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { StepIcon, StepItem, StepList, StepText } from './stepper.styles.ts';

export type StepState = 'complete' | 'current' | 'error' | 'upcoming';

export interface StepperStep {
  /** Short name of the step. */
  label: string;
  /** A line under the label. */
  description?: ReactNode;
  /** Replaces the step number. */
  icon?: ReactNode;
  /** Forces a state; by default steps before `activeStep` are complete. */
  state?: StepState;
}

export interface StepperProps extends OlHTMLAttributes<HTMLOListElement> {
  /** The steps, in order. */
  steps: StepperStep[];
  /** Index of the current step. */
  activeStep: number;
  /** A row of steps, or a column (side navigation of a wizard). */
  orientation?: 'horizontal' | 'vertical';
}

/** Progress through numbered steps; the current one has `aria-current="step"`. */
export const Stepper = forwardRef<HTMLOListElement, StepperProps>(function Stepper(
  { steps, activeStep, orientation = 'horizontal', ...rest },
  ref,
) {
  const { t } = useTranslation('ui');
  return (
    <StepList ref={ref} data-orientation={orientation} {...rest}>
      {steps.map((step, index) => {
        const state: StepState =
          step.state ??
          (index < activeStep ? 'complete' : index === activeStep ? 'current' : 'upcoming');
        return (
          <StepItem
            key={step.label}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StepIcon aria-hidden>
              {state === 'complete' ? (
                <IconCheck size={18} />
              ) : state === 'error' ? (
                <IconAlertTriangle size={18} />
              ) : (
                (step.icon ?? index + 1)
              )}
            </StepIcon>
            <StepText>
              <span>{step.label}</span>
              {step.description && <span>{step.description}</span>}
              {(state === 'complete' || state === 'error') && (
                <VisuallyHidden>
                  {t(state === 'complete' ? 'stepper.completed' : 'stepper.hasErrors')}
                </VisuallyHidden>
              )}
            </StepText>
          </StepItem>
        );
      })}
    </StepList>
  );
});
