// `dss usage`: billed and discovery calls of the month, per account, from a data dir.
import { parseArgs } from 'node:util';
import { openDatabase } from '../../server/accounts/database.ts';
import { openAccountStore } from '../../server/accounts/accounts.ts';
import { openUsageStore } from '../../server/accounts/usage.ts';
import { utcMonth } from '../../server/accounts/calendar.ts';
import { databasePath } from '../../server/config.ts';
import { resolveDataDir } from '../../server/local-setup.ts';
import type { Command } from '../main.ts';

const HELP = `Usage: dss usage [--account NAME] [--month YYYY-MM] [--json] [--data-dir DIR]

Billed calls (one per 200 decision), discovery calls (free), the soft quota and the
hard cap of each account for a UTC month (default: this month).
`;

const OPTIONS = {
  'data-dir': { type: 'string' },
  account: { type: 'string' },
  month: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

export const usageCommand: Command = {
  name: 'usage',
  summary: 'Show billed and discovery calls for the month',
  async run(argv) {
    let values;
    try {
      values = parseArgs({ args: argv, options: OPTIONS, strict: true }).values;
    } catch (error) {
      process.stderr.write(`dss usage: ${(error as Error).message}\n\n${HELP}`);
      return 2;
    }
    if (values.help) {
      process.stdout.write(HELP);
      return 0;
    }
    const month = values.month ?? utcMonth(Date.now());
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      process.stderr.write(`dss usage: --month "${month}" is not YYYY-MM\n`);
      return 2;
    }
    const db = openDatabase(databasePath({ dataDir: resolveDataDir(values['data-dir']) }));
    try {
      const accounts = openAccountStore(db);
      const usage = openUsageStore(db);
      const list = accounts.listAccounts().filter((a) => values.account === undefined || a.name === values.account);
      if (values.account !== undefined && list.length === 0) {
        process.stderr.write(`dss usage: no account "${values.account}"\n`);
        return 1;
      }
      const rows = list.map((account) => {
        const month_ = usage.monthToDate(account.id, month);
        return {
          account: account.name,
          month,
          billed: month_.billed,
          discovery: month_.discovery,
          soft_quota: account.monthlyQuota,
          hard_cap: account.hardCap,
          remaining: account.monthlyQuota - month_.billed,
          rate_limit_per_second: account.ratePerSecond,
          engines: month_.byEngine,
          days: month_.days,
          keys: month_.keys,
        };
      });
      if (values.json) {
        process.stdout.write(`${JSON.stringify(values.account !== undefined ? rows[0] : { month, accounts: rows })}\n`);
        return 0;
      }
      process.stdout.write(`Usage for ${month} (UTC)\n`);
      for (const row of rows) {
        process.stdout.write(
          `${row.account}: ${row.billed} billed (solver ${row.engines.solver}, fallback ${row.engines.fallback}), ${row.discovery} discovery; ` +
            `quota ${row.soft_quota} (${row.remaining} left), hard cap ${row.hard_cap}, ${row.rate_limit_per_second}/s\n`,
        );
        for (const day of row.days) process.stdout.write(`  ${day.day}  ${day.billed} billed  ${day.discovery} discovery\n`);
      }
      return 0;
    } finally {
      db.close();
    }
  },
};
