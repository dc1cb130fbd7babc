// Public API of the poker core. Pure TypeScript: no I/O, no node:*, no DOM.
// Encodings: card = 4 * rank + suit (rank 0..12 = 2..A, suit 0..3 = c,d,h,s);
// combo index of cards a < b = b*(b-1)/2 + a (1,326 combos); amounts in BB.
export * from './cards.ts';
export * from './boards.ts';
export * from './combos.ts';
export * from './ranges.ts';
export * from './evaluator.ts';
export * from './equity.ts';
export * from './isomorphism.ts';
export * from './node-id.ts';
