import { formatCount, formatCountOf } from '../../../lib/format.ts';
import { quotaLevels } from '../quota.ts';

const STATE_TEXT = {
  ok: 'Within the soft quota.',
  near: 'Close to the soft quota.',
  overage: 'Beyond the soft quota: calls are served and billed as overage.',
  capped: 'Hard cap reached: billed calls answer 429 until the month rolls over.',
} as const;

/** Billed calls on a bar spanning 0..hard cap, with the soft quota marked. */
export function QuotaMeter({ billed, softQuota, hardCap }: { billed: number; softQuota: number; hardCap: number }) {
  const levels = quotaLevels(billed, softQuota, hardCap);
  return (
    <div className={`quota-meter state-${levels.state}`}>
      <div
        className="quota-track"
        role="meter"
        aria-label="Billed calls against the hard cap"
        aria-valuemin={0}
        aria-valuemax={hardCap}
        aria-valuenow={Math.min(billed, hardCap)}
        aria-valuetext={`${formatCount(billed)} billed of ${formatCount(hardCap)} (soft quota ${formatCount(softQuota)})`}
      >
        <span className="quota-fill" style={{ width: `${levels.billedShare * 100}%` }} />
        <span className="quota-soft" style={{ left: `${levels.softShare * 100}%` }} title={`Soft quota ${formatCount(softQuota)}`} />
      </div>
      <p className="quota-state">{STATE_TEXT[levels.state]}</p>
      {levels.overage > 0 && <p>Overage: {formatCountOf(levels.overage, 'call')}.</p>}
    </div>
  );
}
