// `dss keys`: accounts and their API keys in a data dir's database.
//   dss keys create --account NAME [--rate N] [--quota N] [--hard-cap N] [--stakes 50_100,...] [--folder DIR] [--json]
//   dss keys list [--account NAME] [--json]
//   dss keys revoke KEY|ID [--json]
// Keys made or revoked here apply at once to a running server (it reads the database on
// every request). A key is printed once; only its hash is stored.
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/accounts/database.ts';
import { AccountInputError, DEFAULT_ACCOUNT_SETTINGS, openAccountStore, type AccountSettings } from '../../server/accounts/accounts.ts';
import { databasePath } from '../../server/config.ts';
import { resolveDataDir } from '../../server/local-setup.ts';
import type { Command } from '../main.ts';

const HELP = `Usage: dss keys <create|list|revoke> [options]

  dss keys create --account NAME [--rate N] [--quota N] [--hard-cap N]
                  [--stakes 50_100,25_50] [--folder DIR] [--json]
      Creates the account when new (with these settings, else the defaults:
      rate ${DEFAULT_ACCOUNT_SETTINGS.ratePerSecond}/s, quota ${DEFAULT_ACCOUNT_SETTINGS.monthlyQuota}, hard cap ${DEFAULT_ACCOUNT_SETTINGS.hardCap}, stakes ${DEFAULT_ACCOUNT_SETTINGS.stakes.join(',')}),
      applies the given settings to an existing one, and prints a new key once.
      --folder is the account's strategy folder, relative to <data dir>/custom.
      --json prints exactly {"account": "...", "key": "sk_live_..."}.
  dss keys list [--account NAME] [--json]
  dss keys revoke KEY|ID [--json]     the whole key, or the id from \`keys list\`

Options: --data-dir DIR (default: $DSS_DATA_DIR, else ./.dss)
`;

const OPTIONS = {
  'data-dir': { type: 'string' },
  account: { type: 'string' },
  rate: { type: 'string' },
  quota: { type: 'string' },
  'hard-cap': { type: 'string' },
  stakes: { type: 'string' },
  folder: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

class UsageError extends Error {}

function integerFlag(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) throw new UsageError(`--${name} "${text}" is not a whole number`);
  return Number(text);
}

function settingsOf(values: Record<string, string | boolean | undefined>): Partial<AccountSettings> {
  const settings: Partial<AccountSettings> = {};
  const rate = integerFlag('rate', values.rate as string | undefined);
  const quota = integerFlag('quota', values.quota as string | undefined);
  const hardCap = integerFlag('hard-cap', values['hard-cap'] as string | undefined);
  if (rate !== undefined) settings.ratePerSecond = rate;
  if (quota !== undefined) settings.monthlyQuota = quota;
  if (hardCap !== undefined) settings.hardCap = hardCap;
  if (typeof values.stakes === 'string') settings.stakes = values.stakes.split(',').map((s) => s.trim()).filter(Boolean);
  if (typeof values.folder === 'string') settings.strategyFolder = values.folder;
  return settings;
}

const out = (text: string) => process.stdout.write(text);

export const keysCommand: Command = {
  name: 'keys',
  summary: 'Create, list and revoke API keys and accounts',
  async run(argv) {
    let parsed;
    try {
      parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
    } catch (error) {
      process.stderr.write(`dss keys: ${(error as Error).message}\n\n${HELP}`);
      return 2;
    }
    const { values, positionals } = parsed;
    const [action, ...rest] = positionals;
    if (values.help || action === undefined) {
      out(HELP);
      return values.help ? 0 : 2;
    }
    const db = openDatabase(databasePath({ dataDir: resolveDataDir(values['data-dir']) }));
    const accounts = openAccountStore(db);
    try {
      switch (action) {
        case 'create': {
          if (!values.account) throw new UsageError('create needs --account NAME');
          const settings = settingsOf(values);
          const account = accounts.updateAccount(values.account, settings) ?? accounts.createAccount(values.account, { ...DEFAULT_ACCOUNT_SETTINGS, ...settings });
          const { key } = accounts.issueKey(account.id);
          // Spelled out to match the documented line byte for byte: {"account": "...", "key": "..."}
          if (values.json) out(`{"account": ${JSON.stringify(account.name)}, "key": ${JSON.stringify(key)}}\n`);
          else {
            out(`Account ${account.name}: ${account.ratePerSecond}/s, quota ${account.monthlyQuota}, hard cap ${account.hardCap}, stakes ${account.stakes.join(',')}`);
            out(`${account.strategyFolder ? `, folder custom/${account.strategyFolder}` : ''}\n`);
            out(`New key (shown once, keep it safe):\n${key}\n`);
          }
          return 0;
        }
        case 'list': {
          const keys = accounts.listKeys(values.account);
          if (values.json) {
            out(`${JSON.stringify({ accounts: accounts.listAccounts(), keys })}\n`);
            return 0;
          }
          for (const account of accounts.listAccounts()) {
            if (values.account && account.name !== values.account) continue;
            out(`${account.name}  ${account.ratePerSecond}/s  quota ${account.monthlyQuota}  hard cap ${account.hardCap}  stakes ${account.stakes.join(',')}${account.strategyFolder ? `  folder custom/${account.strategyFolder}` : ''}\n`);
            for (const key of keys.filter((k) => k.accountId === account.id)) {
              out(`  #${key.id}  ${key.hint}  created ${key.createdAt}${key.revokedAt ? `  REVOKED ${key.revokedAt}` : ''}\n`);
            }
          }
          return 0;
        }
        case 'revoke': {
          const target = rest[0];
          if (target === undefined) throw new UsageError('revoke needs the key or its id (see `dss keys list`)');
          const id = /^#?\d+$/.test(target) ? Number(target.replace('#', '')) : target;
          const revoked = accounts.revokeKey(id);
          if (revoked === null) {
            process.stderr.write(`dss keys: no key ${typeof id === 'number' ? `#${id}` : `"${target.slice(0, 12)}..."`}\n`);
            return 1;
          }
          if (values.json) out(`${JSON.stringify(revoked)}\n`);
          else out(`Revoked #${revoked.id} ${revoked.hint} of ${revoked.accountName} (${revoked.revokedAt})\n`);
          return 0;
        }
        default:
          throw new UsageError(`unknown action "${action}"`);
      }
    } catch (error) {
      if (error instanceof UsageError || error instanceof AccountInputError) {
        process.stderr.write(`dss keys: ${error.message}\n`);
        return error instanceof UsageError ? 2 : 1;
      }
      throw error;
    } finally {
      db.close();
    }
  },
};
