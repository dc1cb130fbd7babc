export { KeysView } from './components/keys-view.tsx';
