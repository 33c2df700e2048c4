export { StatCard, type StatCardProps, type StatTrend } from './stat-card.tsx';
export { StatCardGroup } from './stat-card-group.tsx';
