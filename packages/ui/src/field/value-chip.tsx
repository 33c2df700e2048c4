import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const ChipRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-inline-size: 100%;
  min-block-size: 24px;
  padding-inline: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.typography.body2.fontSize};
  line-height: 1.2;

  &:has(button) {
    padding-inline-end: ${({ theme }) => theme.space(0.5)};
  }
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const RemoveButton = styled.button`
  display: inline-grid;
  place-items: center;
  inline-size: 20px;
  block-size: 20px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

export interface ValueChipProps {
  label: string;
  /** Leave out to show the chip without a remove button (disabled, read-only). */
  onRemove?: () => void;
}

/** A chosen value of a multi-select or combobox, with a translated "Remove x" button. */
export function ValueChip({ label, onRemove }: ValueChipProps) {
  const { t } = useTranslation('ui');
  return (
    <ChipRoot data-value-chip>
      <span>{label}</span>
      {onRemove && (
        <RemoveButton
          type="button"
          aria-label={t('select.remove', { label })}
          onClick={(event) => {
            event.stopPropagation();
            onRemove();
          }}
        >
          <IconX size={14} aria-hidden />
        </RemoveButton>
      )}
    </ChipRoot>
  );
}
