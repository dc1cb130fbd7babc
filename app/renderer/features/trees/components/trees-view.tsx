// The Trees view: what tree sets this machine has, syncing more, and solving flops.
import { useTreeUpdates } from '../use-tree-updates.ts';
import { JobsPanel } from './jobs-panel.tsx';
import { SyncPanel } from './sync-panel.tsx';
import { TreeSetsPanel } from './tree-sets-panel.tsx';

export function TreesView() {
  const { jobs, sync } = useTreeUpdates();
  return (
    <div className="trees-view">
      <JobsPanel jobs={jobs} />
      <SyncPanel sync={sync} />
      <TreeSetsPanel />
    </div>
  );
}
