export { UsageView } from './components/usage-view.tsx';
