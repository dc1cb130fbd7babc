// What tree-answering routes share: the catalog, the node cache, the limits, and where
// an account's trees are.
import type { Account } from '../../accounts/accounts.ts';
import type { NodeCache } from '../../engines/tree-lookup.ts';
import type { TreeCatalog, TreeRoots } from '../../trees/spot-tree.ts';
import type { UsageLimits } from '../usage-limits.ts';

export interface TreeServices {
  catalog: TreeCatalog;
  cache: NodeCache;
  limits: UsageLimits;
  rootsOf(account: Account): TreeRoots;
}
