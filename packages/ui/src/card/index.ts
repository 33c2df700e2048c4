export { Card, type CardHeaderProps, type CardMediaProps, type CardProps } from './card.tsx';
