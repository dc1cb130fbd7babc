// The trees feature: tree sets, sync, solve jobs (the Trees view), and "Solve this flop"
// for the explorer's uncovered flops.
export { TreesView } from './components/trees-view.tsx';
export { SolveFlopButton } from './components/solve-flop-button.tsx';
