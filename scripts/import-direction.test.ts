import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import direction of DESIGN.md is enforced by eslint.config.js; these cases prove
// the rules fire (and stay quiet for allowed imports) so a config edit cannot silently
// disable them.
const eslint = new ESLint();

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('import direction', () => {
  it.each([
    ['app/shared/poker/x.ts', "import { readFileSync } from 'node:fs';", 'shared uses node:*'],
    ['app/shared/poker/x.ts', "import { z } from '../../server/app.ts';", 'shared imports server'],
    ['app/shared/contract/x.ts', "import { solve } from '../../solver/index.ts';", 'shared imports solver'],
    ['app/solver/x.ts', "import { buildApp } from '../server/app.ts';", 'solver imports server'],
    ['app/server/x.ts', "import { main } from '../cli/main.ts';", 'server imports cli'],
    ['app/renderer/features/explorer/x.ts', "import { buildApp } from '../../../server/app.ts';", 'renderer imports server'],
    ['app/renderer/features/explorer/x.ts', "import fs from 'fs';", 'renderer uses fs'],
    ['app/renderer/features/explorer/x.ts', "import { y } from '../usage/y.ts';", 'a feature imports a sibling feature'],
    ['app/renderer/features/explorer/api/x.ts', "import { y } from '../../keys/api/y.ts';", 'a feature imports a sibling feature (deeper)'],
    ['app/renderer/features/explorer/x.ts', "import fs from 'node:fs';", 'a feature uses node:fs'],
    ['app/cli/x.ts', "import { App } from '../renderer/app/App.tsx';", 'cli imports renderer'],
  ])('%s: rejects an import where %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(1);
  });

  it.each([
    ['app/solver/x.ts', "import { parseCard } from '../shared/poker/cards.ts';"],
    ['app/server/x.ts', "import { solve } from '../solver/index.ts';"],
    ['app/cli/x.ts', "import { buildApp } from '../server/app.ts';"],
    ['app/renderer/features/explorer/x.ts', "import { parseCard } from '../../../shared/poker/cards.ts';"],
    ['app/renderer/features/explorer/x.ts', "import { api } from '../../lib/api/client.ts';"],
    ['app/renderer/features/explorer/api/x.ts', "import { y } from '../components/y.tsx';"],
    ['app/renderer/app/x.tsx', "import { Explorer } from '../features/explorer/index.ts';"],
    ['app/shared/contract/x.ts', "import { parseCard } from '../poker/cards.ts';"],
  ])('%s: allows %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(0);
  });
});
