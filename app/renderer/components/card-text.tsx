import { cardName, SUIT_SYMBOLS } from './card-grid.ts';

/** One card as rank + suit symbol, four-colour deck; the accessible name is spelled out. */
export function CardText({ card }: { card: string }) {
  const suit = card[1];
  return (
    <span className={`card-text suit-${suit}`} title={cardName(card)}>
      <span aria-hidden="true">
        {card[0]}
        {SUIT_SYMBOLS[suit] ?? suit}
      </span>
      <span className="visually-hidden">{cardName(card)}</span>
    </span>
  );
}

/** Several cards ('AsKh7d' or ['As', 'Kh']). */
export function CardsText({ cards }: { cards: string | readonly string[] }) {
  const list = typeof cards === 'string' ? (cards.match(/../g) ?? []) : cards;
  return (
    <span className="cards-text">
      {list.map((card) => (
        <CardText key={card} card={card} />
      ))}
    </span>
  );
}
