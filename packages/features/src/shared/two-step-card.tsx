import { useState } from 'react';

import { Card, Switch } from '@atrium/ui';

import { useSaveOutcome } from './use-form-frame.ts';

export interface TwoStepCardTexts {
  title: string;
  label: string;
  /** Under the switch: where the code goes (already interpolated by the feature). */
  description: string;
  on: string;
  off: string;
  failed: string;
}

/** The card's texts from a feature's block of the same shape (`description` read with `contact`). */
export const twoStepCardTexts = (
  text: (key: Exclude<keyof TwoStepCardTexts, 'description'>) => string,
  description: string,
): TwoStepCardTexts => ({
  title: text('title'),
  label: text('label'),
  description,
  on: text('on'),
  off: text('off'),
  failed: text('failed'),
});

export interface TwoStepCardProps {
  /** The stored value. */
  enabled: boolean;
  /** Sends the change: the account's two-step call, unwrapped. */
  save: (enabled: boolean) => Promise<unknown>;
  texts: TwoStepCardTexts;
  /** A reader sees the setting without switching it. */
  readOnly?: boolean;
}

/**
 * Two-step verification, saved as soon as it is switched. The switch moves at once and holds
 * still while the call runs (read-only, so it keeps focus); a failure puts it back to the stored
 * value with an error toast.
 */
export function TwoStepCard({ enabled: stored, save, texts, readOnly = false }: TwoStepCardProps) {
  const outcomeOf = useSaveOutcome();
  const [saving, setSaving] = useState(false);
  const [enabled, setEnabled] = useState(stored);

  const toggle = async (checked: boolean) => {
    const before = enabled;
    setEnabled(checked);
    setSaving(true);
    const outcome = await outcomeOf(save(checked), {
      saved: () => (checked ? texts.on : texts.off),
      failed: texts.failed,
      keepField: () => false,
    });
    setSaving(false);
    if (outcome.status !== 'saved') setEnabled(before);
  };

  return (
    <Card as="section">
      <Card.Header title={texts.title} headingLevel={2} />
      <Card.Content>
        <Switch
          data-testid="two-step-switch"
          checked={enabled}
          readOnly={saving || readOnly}
          aria-busy={saving || undefined}
          label={texts.label}
          description={texts.description}
          onCheckedChange={({ checked }) => void toggle(checked)}
        />
      </Card.Content>
    </Card>
  );
}
