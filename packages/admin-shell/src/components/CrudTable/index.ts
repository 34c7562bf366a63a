export { CrudTable, type CrudTableProps } from './CrudTable.js';
