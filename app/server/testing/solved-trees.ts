// Test helper: real tree files from fast solves of tiny spots (narrow ranges, one size per
// street, a few iterations), written with the tree-file writer into a tree-set directory
// with its manifest. Strategies are the solver's, just not converged: tests only.
import fs from 'node:fs';
import path from 'node:path';
import { parseCards } from '../../shared/poker/cards.ts';
import { parseRange } from '../../shared/poker/ranges.ts';
import type { TreeSpot } from '../../solver/tree-file/format.ts';
import { treeFileName, upsertManifestEntry } from '../../solver/tree-file/manifest.ts';
import { solveSpot, treeInputOf } from '../../solver/tree-file/solve-spot.ts';
import { writeTreeFile } from '../../solver/tree-file/writer.ts';

export const SOLVED_SPOT: Omit<TreeSpot, 'flop'> = { source: 'v1', platform: 'generic', stakes: '50_100', pool: 'regs', situation: 'srp', position: 'btn_bb' };
export const OOP_RANGE = 'AA,KK,QQ,AK,KQs,JTs,76s';
export const IP_RANGE = 'AA,KK,JJ,AQ,KJs,T9s,A5s';

/** Solves `flop` (any suits) and adds its tree file to the set in `dir`; returns the file name. */
export async function addSolvedTree(dir: string, flop: string, spot: Partial<TreeSpot> = {}): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const solved = await solveSpot(
    {
      spot: { ...SOLVED_SPOT, ...spot, flop },
      board: parseCards(flop),
      potBb: 10,
      effectiveStackBb: 40,
      positions: { oop: 'bb', ip: 'btn' },
      ranges: { oop: { text: OOP_RANGE, weights: parseRange(OOP_RANGE) }, ip: { text: IP_RANGE, weights: parseRange(IP_RANGE) } },
      betSizes: { flop: { bet: '50%', raise: '' }, turn: { bet: '75%', raise: '' }, river: { bet: '100%', raise: '' } },
    },
    { maxIterations: 3, targetExploitabilityPct: 0 },
  );
  const temp = path.join(dir, `incoming-${process.pid}.dsstree`);
  const written = writeTreeFile(temp, treeInputOf(solved));
  const file = treeFileName(solved.spec.spot, written.sha256);
  fs.renameSync(temp, path.join(dir, file));
  upsertManifestEntry(dir, file);
  return file;
}
