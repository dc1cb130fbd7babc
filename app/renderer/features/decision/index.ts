// The decision feature: the hand panel (GET) and the table builder (POST).
export { HandDecision } from './components/hand-decision.tsx';
export { TableBuilder } from './components/table-builder.tsx';
export { draftFromLine, type LineContext } from './draft-from-line.ts';
export { encodeDraft } from './table-codec.ts';
