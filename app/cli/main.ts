/**
 * The `dss` command line: one sub-command per file in ./commands. `main` returns the
 * exit code instead of calling process.exit so tests can drive it in-process.
 */
export interface Command {
  name: string;
  summary: string;
  run(argv: string[]): Promise<number>;
}

/** Every command of the CLI, in help order. */
async function loadCommands(): Promise<Command[]> {
  return [
    (await import('./commands/serve.ts')).serveCommand,
    (await import('./commands/keys.ts')).keysCommand,
    (await import('./commands/trees.ts')).treesCommand,
    (await import('./commands/solve.ts')).solveCommand,
    (await import('./commands/usage.ts')).usageCommand,
  ];
}

export function helpText(commands: Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  const lines = commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`);
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
