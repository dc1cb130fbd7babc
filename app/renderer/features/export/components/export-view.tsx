// Exports for coaches: a node's mix (or every node of its line) as CSV, JSON or one
// PioSOLVER range string per action, to copy or save.
import { CardsText } from '../../../components/card-text.tsx';
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Notice, Pending } from '../../../components/status.tsx';
import type { ExportFormat } from '../../../lib/routes.ts';
import { formatCountOf } from '../../../lib/format.ts';
import { type Spot, formatPositionPair, formatSituation, formatStakes } from '../../../lib/spot.ts';
import { lineCsv, nodeMixCsv } from '../csv.ts';
import { EXPORT_FILTERS, exportFileName } from '../file-name.ts';
import { lineJson, nodeMixJson } from '../json.ts';
import type { ExportMix } from '../node-mix-rows.ts';
import { rangesText } from '../ranges.ts';
import { boardAt, useExportMixes } from '../use-export-mixes.ts';
import { ExportActions } from './export-actions.tsx';

export interface ExportViewProps {
  spot: Spot;
  flop: string;
  node: string;
  format: ExportFormat;
  line: boolean;
  onFormatChange(format: ExportFormat): void;
  onLineChange(line: boolean): void;
}

const FORMATS: Array<{ format: ExportFormat; label: string; mime: string }> = [
  { format: 'csv', label: 'CSV (hand, weight, a column per action)', mime: 'text/csv' },
  { format: 'json', label: 'JSON', mime: 'application/json' },
  { format: 'ranges', label: 'Range strings per action (PioSOLVER)', mime: 'text/plain' },
];

function contentOf(format: ExportFormat, mixes: readonly ExportMix[], line: boolean, spot: Spot, flop: string, node: string): string {
  const context = { spot, board: boardAt(flop, node) };
  if (format === 'csv') return line ? lineCsv(mixes) : nodeMixCsv(mixes[0]);
  if (format === 'json') return line ? lineJson(mixes, context) : nodeMixJson(mixes[0], context);
  return rangesText(mixes);
}

export function ExportView({ spot, flop, node, format, line, onFormatChange, onLineChange }: ExportViewProps) {
  const exported = useExportMixes(spot, flop, node, line);
  const ready = !exported.isPending && exported.error === null && exported.mixes.length > 0;
  const content = ready ? contentOf(format, exported.mixes, line, spot, flop, node) : '';
  const fileName = exportFileName(flop, node, format, line);
  const formatInfo = FORMATS.find((entry) => entry.format === format)!;

  return (
    <div className="export-view">
      <p>
        {spot.platform} · {formatStakes(spot.stakes)} · {spot.pool} · {formatSituation(spot.situation)} · {formatPositionPair(spot.position)} ·{' '}
        <CardsText cards={flop} /> · node <code>{node}</code>
      </p>
      <fieldset className="export-options">
        <legend>Export</legend>
        <div role="radiogroup" aria-label="Format" className="radio-row">
          {FORMATS.map((entry) => (
            <label key={entry.format} className="checkbox">
              <input type="radio" name="export-format" value={entry.format} checked={format === entry.format} onChange={() => onFormatChange(entry.format)} />
              {entry.label}
            </label>
          ))}
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={line} onChange={(event) => onLineChange(event.target.checked)} />
          The whole line: every decision node from the flop to here ({formatCountOf(exported.nodeIds.length, 'node')}, one billed call for each not loaded yet)
        </label>
      </fieldset>
      {exported.isPending && <Pending label={`Loading ${exported.nodeIds.length === 1 ? 'the node mix' : formatCountOf(exported.nodeIds.length, 'node mix', 'node mixes')}…`} />}
      {exported.error !== null && <ErrorPanel error={exported.error} title="A node mix could not be loaded" />}
      {exported.skipped.length > 0 && (
        <Notice>
          <p>
            Skipped (no decision there): {exported.skipped.map((id) => <code key={id}>{id} </code>)}
          </p>
        </Notice>
      )}
      {!exported.isPending && exported.error === null && exported.mixes.length === 0 && (
        <Notice tone="warning" title="Nothing to export">
          <p>No decision node here: walk to a node where a player acts.</p>
        </Notice>
      )}
      {ready && (
        <>
          <ExportActions content={content} fileName={fileName} mimeType={formatInfo.mime} filter={EXPORT_FILTERS[format]} />
          <label className="field is-wide">
            <span>Preview</span>
            <textarea className="export-preview" readOnly value={content} rows={18} spellCheck={false} wrap="off" />
          </label>
        </>
      )}
    </div>
  );
}
