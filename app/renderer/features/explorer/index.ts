// The explorer feature: spot and flop selection, the tree walk, the node view.
export { SpotSelector } from './components/spot-selector.tsx';
export { FlopPicker } from './components/flop-picker.tsx';
export { LineBreadcrumbs } from './components/line-breadcrumbs.tsx';
export { TreeWalker } from './components/tree-walker.tsx';
export { NodeView } from './components/node-view.tsx';
export { useWalk, type Walk } from './use-walk.ts';
export { discoveryQueryOptions } from './api/get-discovery.ts';
export { completeSpot, coverageOfSpot, type SpotCoverage } from './spot-options.ts';
export { flopCoverageOf, flopStatus, type FlopCoverage } from './flop-coverage.ts';
