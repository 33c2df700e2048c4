export { StatCard, type StatCardProps, type StatTrend } from './stat-card.tsx';
