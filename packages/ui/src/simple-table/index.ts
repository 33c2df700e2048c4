export { SimpleTable, type SimpleTableProps } from './simple-table.tsx';
