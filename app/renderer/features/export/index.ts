export { ExportView } from './components/export-view.tsx';
