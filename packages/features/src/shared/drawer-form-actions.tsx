import { Button } from '@atrium/ui';

export interface DrawerFormActionsProps {
  /** The id of the drawer's form, which the save button submits from the footer. */
  formId: string;
  saving: boolean;
  cancelLabel: string;
  saveLabel: string;
  onCancel: () => void;
  saveTestId?: string;
}

/** A form drawer's footer: Cancel, then the save button that submits the drawer's form. */
export function DrawerFormActions({
  formId,
  saving,
  cancelLabel,
  saveLabel,
  onCancel,
  saveTestId,
}: DrawerFormActionsProps) {
  return (
    <>
      <Button variant="outlined" color="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId} loading={saving} data-testid={saveTestId}>
        {saveLabel}
      </Button>
    </>
  );
}
