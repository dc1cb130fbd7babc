// Public API of tree files (docs/tree-format.md): reading (server), writing (dss solve,
// scripts/regenerate-trees.ts), the manifest and store of a tree set, river on demand.
export {
  DEFAULT_RANGE_THRESHOLD,
  FILE_EXTENSION,
  FORMAT_VERSION,
  TreeFileError,
  type MixScale,
  type TreeHeader,
  type TreeSpot,
} from './format.ts';
export {
  openTreeFile,
  type NodeInternals,
  type OpenTreeFileOptions,
  type TreeFile,
  type TreeFileHeader,
  type TreeFileStats,
  type TreeNode,
  type TreeNodeAction,
  type TreeNodeStrategy,
} from './reader.ts';
export { encodeTreeFile, writeTreeFile, type NodeStrategy, type StrategyRequest, type TreeFileInput, type WrittenTreeFile } from './writer.ts';
export {
  MANIFEST_FILE,
  emptyManifest,
  flopKey,
  manifestEntryOf,
  parseManifest,
  readManifest,
  spotId,
  spotKey,
  treeFileName,
  upsertManifestEntry,
  writeManifest,
  type Manifest,
  type ManifestEntry,
} from './manifest.ts';
export {
  openTreeStore,
  type OpenTreeStoreOptions,
  type SpotCoordinates,
  type SpotCoverage,
  type TreeStore,
  type TreeStoreProblem,
} from './store.ts';
export {
  RIVER_ITERATIONS,
  RIVER_TIMEOUT_MS,
  RiverTimeoutError,
  closeDefaultRiverSolver,
  createRiverSolver,
  defaultRiverSolver,
  riverStrategy,
  type RiverSolution,
  type RiverSolver,
  type RiverSolverOptions,
  type RiverSolverStats,
} from './river/river-solver.ts';
export {
  SOLVER_VERSION,
  solveSpot,
  specFromProfile,
  summaryOf,
  treeInputOf,
  type SolveSpotOptions,
  type SolveSummary,
  type SolvedSpot,
  type SpotSolveSpec,
} from './solve-spot.ts';
