export * from './theme/index.ts';
export * from './i18n/index.ts';
export type { UiTexts } from './locales/index.ts';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/index.ts';
export { Card, type CardHeaderProps, type CardMediaProps, type CardProps } from './card/index.ts';
export { Stack, type StackProps } from './stack/index.ts';
export { Typography, type TypographyColor, type TypographyProps } from './typography/index.ts';
