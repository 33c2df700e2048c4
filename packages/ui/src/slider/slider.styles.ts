import * as RadixSlider from '@radix-ui/react-slider';
import styled from 'styled-components';

export const SliderBox = styled.div`
  position: relative;
  padding-block: ${({ theme }) => theme.space(2)};

  &[data-value-labels] {
    padding-block-start: ${({ theme }) => theme.space(8)};
  }
  &[data-marks] {
    padding-block-end: ${({ theme }) => theme.space(6)};
  }
  &[data-orientation='vertical'] {
    display: inline-flex;
    block-size: 200px;
    padding-block: ${({ theme }) => theme.space(2)};
    padding-inline-end: ${({ theme }) => theme.space(12)};
  }
`;

export const StyledRoot = styled(RadixSlider.Root)`
  position: relative;
  display: flex;
  align-items: center;
  user-select: none;
  touch-action: none;
  inline-size: 100%;
  block-size: 20px;

  &[data-orientation='vertical'] {
    flex-direction: column;
    inline-size: 20px;
    block-size: 100%;
  }
  &[data-disabled] {
    opacity: 0.45;
  }
`;

export const StyledTrack = styled(RadixSlider.Track)`
  position: relative;
  flex-grow: 1;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary.tonal};

  &[data-orientation='horizontal'] {
    block-size: 6px;
  }
  &[data-orientation='vertical'] {
    inline-size: 6px;
  }
  [aria-invalid='true'] & {
    background: ${({ theme }) => theme.color.error.tonal};
  }
`;

export const StyledRange = styled(RadixSlider.Range)`
  position: absolute;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.primary.solid};

  &[data-orientation='horizontal'] {
    block-size: 100%;
  }
  &[data-orientation='vertical'] {
    inline-size: 100%;
  }
  [aria-invalid='true'] & {
    background: ${({ theme }) => theme.color.error.solid};
  }
`;

export const StyledThumb = styled(RadixSlider.Thumb)`
  position: relative;
  display: block;
  inline-size: 20px;
  block-size: 20px;
  border: 4px solid ${({ theme }) => theme.color.primary.solid};
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.color.paper};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  cursor: grab;

  &:focus-visible {
    outline: none;
    box-shadow: 0 0 0 6px ${({ theme }) => theme.color.focus};
  }
  &[data-disabled] {
    cursor: not-allowed;
  }
  [data-size='sm'] & {
    inline-size: 16px;
    block-size: 16px;
    border-width: 3px;
  }
`;

export const ValueLabel = styled.span`
  position: absolute;
  inset-block-end: calc(100% + 8px);
  inset-inline-start: 50%;
  transform: translateX(-50%);
  padding: ${({ theme }) => theme.space(0.5, 2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary.solid};
  color: ${({ theme }) => theme.color.primary.contrast};
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  white-space: nowrap;

  [dir='rtl'] & {
    transform: translateX(50%);
  }
  [data-orientation='vertical'] & {
    inset-block-end: auto;
    inset-block-start: 50%;
    inset-inline-start: calc(100% + 8px);
    transform: translateY(-50%);
  }
`;

export const Marks = styled.div`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  block-size: 20px;

  [data-orientation='vertical'] > & {
    inset-block: ${({ theme }) => theme.space(2)};
    inset-inline: auto 0;
    inline-size: 40px;
    block-size: auto;
  }
`;

export const Mark = styled.span`
  position: absolute;
  transform: translateX(-50%);
  font-size: ${({ theme }) => theme.typography.caption.fontSize};
  color: ${({ theme }) => theme.color.text.secondary};
  white-space: nowrap;

  [dir='rtl'] & {
    transform: translateX(50%);
  }
  [data-orientation='vertical'] & {
    transform: translateY(50%);
  }
`;
