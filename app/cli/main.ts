/**
 * The `dss` command line: one sub-command per file in ./commands. `main` returns the
 * exit code instead of calling process.exit so tests can drive it in-process.
 */
export interface Command {
  name: string;
  summary: string;
  /** False while the command is planned but not built: it says so and exits 1. */
  ready: boolean;
  run(argv: string[]): Promise<number>;
}

const notBuilt = (name: string, summary: string, issue: string): Command => ({
  name,
  summary,
  ready: false,
  async run() {
    process.stderr.write(`dss ${name}: not built yet (${issue}).\n`);
    return 1;
  },
});

/**
 * Every command of the CLI, in help order. A command module is imported lazily so
 * `dss --help` stays fast and `dss keys` never loads the solver.
 */
async function loadCommands(): Promise<Command[]> {
  return [
    notBuilt('serve', 'Run the /v1 API and the web UI on 127.0.0.1', 'the service issue'),
    notBuilt('keys', 'Create, list and revoke API keys and accounts', 'the service issue'),
    notBuilt('trees', 'List, verify and sync tree files', 'the trees issue'),
    notBuilt('solve', 'Solve a flop spot with the CFR solver and write a tree file', 'the solver issue'),
    notBuilt('usage', 'Show billed and discovery calls for the month', 'the service issue'),
  ];
}

export function helpText(commands: Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}${c.ready ? '' : ' (not built yet)'}`);
  return [
    'dss: DSS Desk, the local Decision Strategy Service',
    '',
    'Usage: dss <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run `dss <command> --help` for the options of a command.',
    '',
  ].join('\n');
}

export async function main(argv: string[]): Promise<number> {
  const commands = await loadCommands();
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(helpText(commands));
    return name === undefined ? 1 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    process.stderr.write(`dss: unknown command "${name}"\n\n${helpText(commands)}`);
    return 2;
  }
  return command.run(rest);
}
