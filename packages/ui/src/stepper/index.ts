export { Stepper, type StepperProps, type StepperStep, type StepState } from './stepper.tsx';
export { Wizard, type WizardProps, type WizardStep } from './wizard.tsx';
