// Quota and usage of the account for one UTC month (GET /v1/usage).
import { ErrorPanel } from '../../../components/error-panel.tsx';
import { Pending } from '../../../components/status.tsx';
import { formatCount, formatFreq, formatRelative, formatUtc } from '../../../lib/format.ts';
import { Link } from '../../../lib/router.tsx';
import { useUsage } from '../api/get-usage.ts';
import { formatMonth, monthOf, shiftMonth } from '../month.ts';
import { DailyChart } from './daily-chart.tsx';
import { QuotaMeter } from './quota-meter.tsx';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="figure">
      <dt>{label}</dt>
      <dd>
        <span className="figure-value">{value}</span>
        {note && <span className="figure-note">{note}</span>}
      </dd>
    </div>
  );
}

export function UsageView({ month }: { month: string | null }) {
  const query = useUsage(month);
  const shown = query.data?.month ?? month ?? monthOf(new Date());
  const current = monthOf(new Date());
  if (query.isPending) return <Pending label="Loading usage…" />;
  if (query.error && !query.data) return <ErrorPanel error={query.error} title="Usage could not be loaded" onRetry={() => void query.refetch()} />;
  const usage = query.data!;
  const engineTotal = usage.engines.solver + usage.engines.fallback;

  return (
    <div className="usage-view">
      <nav className="month-nav" aria-label="Month">
        <Link to={{ view: 'usage', month: shiftMonth(shown, -1) }}>← Previous month</Link>
        <h2 aria-live="polite">{formatMonth(shown)}</h2>
        {shown < current ? <Link to={{ view: 'usage', month: shiftMonth(shown, 1) }}>Next month →</Link> : <span />}
      </nav>
      {query.error && <ErrorPanel error={query.error} title="Refreshing failed; showing the last answer" />}
      <section aria-labelledby="quota-title" className="card">
        <h3 id="quota-title">Billed calls · account {usage.account}</h3>
        <dl className="figures">
          <Figure label="Billed" value={formatCount(usage.billed)} />
          <Figure label="Soft quota" value={formatCount(usage.soft_quota)} note={`${formatCount(usage.remaining)} remaining`} />
          <Figure label="Hard cap" value={formatCount(usage.hard_cap)} />
          <Figure label="Discovery (free)" value={formatCount(usage.discovery)} />
          <Figure label="Rate limit" value={`${formatCount(usage.rate_limit_per_second)}/s`} />
          <Figure
            label={Date.parse(usage.rolls_over_at) > Date.now() ? 'Month rolls over' : 'Month rolled over'}
            value={formatRelative(usage.rolls_over_at, Date.now())}
            note={formatUtc(usage.rolls_over_at)}
          />
        </dl>
        <QuotaMeter billed={usage.billed} softQuota={usage.soft_quota} hardCap={usage.hard_cap} />
      </section>
      <section aria-labelledby="engines-title" className="card">
        <h3 id="engines-title">Solver vs fallback</h3>
        {engineTotal === 0 ? (
          <p className="hint">No billed calls this month.</p>
        ) : (
          <>
            <div className="engine-split" role="img" aria-label={`Solver ${formatFreq(usage.engines.solver / engineTotal)}, fallback ${formatFreq(usage.engines.fallback / engineTotal)}`}>
              <span className="chart-solver-fill" style={{ width: `${(usage.engines.solver / engineTotal) * 100}%` }} />
              <span className="chart-fallback-fill" style={{ width: `${(usage.engines.fallback / engineTotal) * 100}%` }} />
            </div>
            <p>
              Solver {formatCount(usage.engines.solver)} ({formatFreq(usage.engines.solver / engineTotal)}) · fallback{' '}
              {formatCount(usage.engines.fallback)} ({formatFreq(usage.engines.fallback / engineTotal)})
            </p>
          </>
        )}
      </section>
      <section aria-labelledby="days-title" className="card">
        <h3 id="days-title">Per day</h3>
        <DailyChart month={usage.month} days={usage.days} />
      </section>
      <section aria-labelledby="keys-usage-title" className="card">
        <h3 id="keys-usage-title">Per key</h3>
        {usage.keys.length === 0 ? (
          <p className="hint">No calls with any key this month.</p>
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Key</th>
                <th scope="col">Label</th>
                <th scope="col" className="num">Billed</th>
                <th scope="col" className="num">Discovery</th>
              </tr>
            </thead>
            <tbody>
              {usage.keys.map((key) => (
                <tr key={key.key_id}>
                  <th scope="row">
                    <code>{key.key_id}</code>
                  </th>
                  <td>{key.label ?? '—'}</td>
                  <td className="num">{formatCount(key.billed)}</td>
                  <td className="num">{formatCount(key.discovery)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
