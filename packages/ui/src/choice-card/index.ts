export { ChoiceCards, type ChoiceCardOption, type ChoiceCardsProps } from './choice-card.tsx';
