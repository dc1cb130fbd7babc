// Pieces of a decision answer shared by the GET hand panel and the POST table builder:
// the action mix, the context (every variant), response facts and the audit block.
import type { ReactNode } from 'react';
import type { ActionRecord, DecisionContext } from '../../../../shared/contract/responses.ts';
import { CardsText } from '../../../components/card-text.tsx';
import { MixBar } from '../../../components/mix-bar.tsx';
import { actionColours } from '../../../lib/action-colors.ts';
import { actionLabel } from '../../../lib/action-label.ts';
import type { ResponseMeta } from '../../../lib/api/response-meta.ts';
import { formatBb, formatCount, formatDecimal, formatFreq } from '../../../lib/format.ts';

export function DecisionMix({ actions, caption }: { actions: readonly ActionRecord[]; caption: string }) {
  const colours = actionColours(actions);
  const names = actions.map((action) => actionLabel(action));
  return (
    <div className="decision-mix">
      <MixBar mix={actions.map((action) => action.frequency)} colours={colours} names={names} className="is-large" />
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Token</th>
            <th scope="col" className="num">
              Frequency
            </th>
          </tr>
        </thead>
        <tbody>
          {actions.map((action, index) => (
            <tr key={action.node_token}>
              <th scope="row">
                <span className="swatch" style={{ background: colours[index] }} aria-hidden="true" />
                {names[index]}
                {action.type === 'raise' && action.raise_ratio !== undefined && (
                  <span className="muted"> · {formatDecimal(action.raise_ratio, 2)}x</span>
                )}
              </th>
              <td>
                <code>{action.node_token}</code>
              </td>
              <td className="num">{formatFreq(action.frequency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** data.context, whichever variant the answer carries; fields it lacks are left out. */
export function ContextFacts({ context }: { context: DecisionContext }) {
  const c = context as Record<string, unknown>;
  const num = (key: string) => (typeof c[key] === 'number' ? (c[key] as number) : null);
  const str = (key: string) => (typeof c[key] === 'string' ? (c[key] as string) : null);
  const seats = (key: string) => (typeof c[key] === 'object' && c[key] !== null ? (c[key] as { oop: number | string; ip: number | string }) : null);
  const stacks = seats('stacks_bb');
  const positions = seats('positions');
  const players = Array.isArray(c.players) ? (c.players as Array<{ seat: number; position: string; stack_bb: number }>) : null;
  const board = Array.isArray(c.board) ? (c.board as string[]) : [];
  const hand = str('hand');
  const pot = num('round_start_pot_bb');
  const potPreflop = num('pot_bb');
  const toCall = num('to_call_bb');
  const spr = num('spr');
  const toAct = str('to_act');
  return (
    <dl className="facts">
      {str('street') && <Fact term="Street">{str('street')}</Fact>}
      {hand && (
        <Fact term="Hand">
          <CardsText cards={hand} />
        </Fact>
      )}
      {board.length > 0 && (
        <Fact term="Board">
          <CardsText cards={board} />
        </Fact>
      )}
      {pot !== null && <Fact term="Pot at street start">{formatBb(pot)} bb</Fact>}
      {potPreflop !== null && <Fact term="Pot">{formatBb(potPreflop)} bb</Fact>}
      {toCall !== null && <Fact term="To call">{formatBb(toCall)} bb</Fact>}
      {stacks && (
        <Fact term="Stacks">
          OOP {formatBb(Number(stacks.oop))} · IP {formatBb(Number(stacks.ip))} bb
        </Fact>
      )}
      {spr !== null && <Fact term="SPR">{formatDecimal(spr, 2)}</Fact>}
      {positions && (
        <Fact term="Positions">
          OOP {String(positions.oop).toUpperCase()} · IP {String(positions.ip).toUpperCase()}
        </Fact>
      )}
      {toAct && <Fact term="To act">{toAct.toUpperCase()}</Fact>}
      {str('format') === 'multiway' && (
        <Fact term="Format">
          multiway, {String(c.players_in_hand)} in hand, hero {String(c.hero_position)}
        </Fact>
      )}
      {players && (
        <Fact term="Players">
          {players.map((player) => `seat ${player.seat} ${player.position} ${formatBb(player.stack_bb)} bb`).join(' · ')}
        </Fact>
      )}
    </dl>
  );
}

/** Response headers worth quoting: request id, cache, quota left. */
export function ResponseFacts({ meta }: { meta: ResponseMeta }) {
  return (
    <dl className="facts is-compact">
      {meta.requestId && (
        <Fact term="X-Request-ID">
          <code>{meta.requestId}</code>
        </Fact>
      )}
      {meta.cache && <Fact term="X-Cache">{meta.cache}</Fact>}
      {meta.monthlyRemaining !== null && <Fact term="Monthly quota left">{formatCount(meta.monthlyRemaining)}</Fact>}
      {meta.rateLimitPerSecond !== null && <Fact term="Rate limit">{meta.rateLimitPerSecond}/s</Fact>}
    </dl>
  );
}

function AuditValue({ value }: { value: unknown }) {
  if (value === null) return <span className="muted">null</span>;
  if (typeof value === 'object') return <pre className="code-block">{JSON.stringify(value, null, 2)}</pre>;
  return <code>{String(value)}</code>;
}

/** The audit block as a key/value list; keys this version does not know are shown too. */
export function AuditBlock({ audit }: { audit: Record<string, unknown> }) {
  return (
    <section className="audit-block" aria-label="Audit">
      <h3>Audit</h3>
      <dl className="facts is-stacked">
        {Object.entries(audit).map(([key, value]) => (
          <Fact key={key} term={key}>
            <AuditValue value={value} />
          </Fact>
        ))}
      </dl>
    </section>
  );
}
