// The tree sets on this machine (GET /admin/trees): v1 sets (bundled, synced, solved) and
// the accounts' strategy folders, each with its spots and flops and any problem.
import type { TreeSet } from '../../../../shared/contract/jobs.ts';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Notice, Pending } from '../../../components/status.tsx';
import { formatPositionPair, formatSituation, formatStakes } from '../../../lib/spot.ts';
import { useTreeSets } from '../api/get-tree-sets.ts';
import { formatBytes } from '../progress.ts';

interface SpotRow {
  key: string;
  label: string;
  flops: string[];
}

function spotRows(set: TreeSet): SpotRow[] {
  const rows = new Map<string, SpotRow>();
  for (const tree of set.trees) {
    const { platform, stakes, pool, situation, position, flop } = tree.spot;
    const key = [platform, stakes, pool, situation, position].join('/');
    const row = rows.get(key) ?? { key, label: `${platform} · ${formatStakes(stakes)} · ${pool} · ${formatSituation(situation)} · ${formatPositionPair(position)}`, flops: [] };
    row.flops.push(flop);
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => a.key.localeCompare(b.key));
}

function setTitle(set: TreeSet, index: number): string {
  if (set.source === 'v1') return `v1 set ${index + 1}`;
  const owners = set.accounts.length > 0 ? `accounts ${set.accounts.join(', ')}` : 'no account';
  return `Strategy folder ${set.folder} (${owners})`;
}

export function TreeSetsPanel() {
  const sets = useTreeSets();
  return (
    <section className="card" aria-labelledby="tree-sets-title">
      <h2 id="tree-sets-title">Tree sets</h2>
      <p className="hint">Trees answer with source v1 from the sets, in this order; an account with a strategy folder is answered from its folder first (source custom).</p>
      {sets.isPending && <Pending label="Loading tree sets…" />}
      {sets.error && <ErrorPanel error={sets.error} title="The tree sets could not be loaded" onRetry={() => void sets.refetch()} />}
      {sets.data?.length === 0 && <Notice>No tree sets are configured.</Notice>}
      {sets.data?.map((set, index) => {
        const rows = spotRows(set);
        const bytes = set.trees.reduce((sum, tree) => sum + tree.size, 0);
        return (
          <article key={set.dir} className="tree-set" aria-label={setTitle(set, index)}>
            <h3>
              {setTitle(set, index)} <span className="badge">{set.source}</span>
            </h3>
            <p className="hint">
              <code>{set.dir}</code> · {set.trees.length} tree{set.trees.length === 1 ? '' : 's'} · {formatBytes(bytes)}
            </p>
            {rows.length > 0 && (
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Spot</th>
                    <th scope="col">Flops</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      <td>{row.flops.sort().join(' ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {set.problems.length > 0 && (
              <Notice tone="warning" title="Files left out">
                <ul>
                  {set.problems.map((problem) => (
                    <li key={problem.file}>
                      <code>{problem.file}</code>: {problem.problem}
                    </li>
                  ))}
                </ul>
              </Notice>
            )}
          </article>
        );
      })}
    </section>
  );
}
