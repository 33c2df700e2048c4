import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

import { plainIconButton } from '../theme/mixins.ts';

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
  ${plainIconButton({ size: 20 })}

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
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

/**
 * The chips of a field's chosen values, in the order given; without `onRemove` (disabled,
 * read-only) they have no remove button.
 */
export function ValueChips<T extends { value: string; label: string }>({
  chosen,
  onRemove,
}: {
  chosen: readonly T[];
  onRemove?: ((item: T) => void) | undefined;
}) {
  return (
    <>
      {chosen.map((item) => (
        <ValueChip
          key={item.value}
          label={item.label}
          onRemove={onRemove && (() => onRemove(item))}
        />
      ))}
    </>
  );
}
