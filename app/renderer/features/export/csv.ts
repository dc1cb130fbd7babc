// CSV exports of node mixes (RFC 4180: comma-separated, CRLF line ends, fields quoted
// when they hold a comma, quote or line break).
//   One node: hand, class, weight, then one column per action (its frequency for the
//   combo), one row per combo in range.
//   A line:   long format, one row per node, combo and action: node_id, hand, class,
//   weight, action, token, frequency (nodes have different actions, so no shared columns).
import { actionKeys } from '../../lib/action-label.ts';
import { type ExportMix, shareText, sortedCombos } from './node-mix-rows.ts';

export const CSV_DIGITS = 4;

export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLines(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

export function nodeMixCsv(mix: ExportMix, digits = CSV_DIGITS): string {
  const header = ['hand', 'class', 'weight', ...actionKeys(mix.actions)];
  const rows = sortedCombos(mix).map((combo) => [
    combo.hand,
    combo.class,
    shareText(combo.weight, digits),
    ...combo.mix.map((freq) => shareText(freq, digits)),
  ]);
  return csvLines([header, ...rows]);
}

export function lineCsv(mixes: readonly ExportMix[], digits = CSV_DIGITS): string {
  const rows: string[][] = [['node_id', 'hand', 'class', 'weight', 'action', 'token', 'frequency']];
  for (const mix of mixes) {
    const names = actionKeys(mix.actions);
    for (const combo of sortedCombos(mix)) {
      mix.actions.forEach((action, index) => {
        rows.push([mix.node_id, combo.hand, combo.class, shareText(combo.weight, digits), names[index], action.node_token, shareText(combo.mix[index], digits)]);
      });
    }
  }
  return csvLines(rows);
}
