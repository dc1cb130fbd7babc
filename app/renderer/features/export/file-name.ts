// File names for saved exports: `dss-<flop>-<node>.<ext>`, `-line` for a whole line.
// Only [A-Za-z0-9._-] survive (the save dialog rejects path characters) and the name
// stays short enough for every file system.
export const EXPORT_EXTENSIONS = { csv: 'csv', json: 'json', ranges: 'txt' } as const;
const MAX_STEM = 120;

export function exportFileName(flop: string, node: string, format: keyof typeof EXPORT_EXTENSIONS, line: boolean): string {
  const stem = `dss-${flop}-${node}${line ? '-line' : ''}`.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, MAX_STEM);
  return `${stem}.${EXPORT_EXTENSIONS[format]}`;
}

export const EXPORT_FILTERS = {
  csv: { name: 'CSV', extensions: ['csv'] },
  json: { name: 'JSON', extensions: ['json'] },
  ranges: { name: 'Text', extensions: ['txt'] },
} as const;
