// The fallback engine did not answer: a worker failed, crashed or ran out of time, or the
// engine is closed. The route answers 503 fallback_unavailable (not billed).
export class FallbackUnavailable extends Error {
  override name = 'FallbackUnavailable';
  readonly code = 'fallback_unavailable' as const;
  constructor(message: string, override readonly cause?: unknown) {
    super(message);
  }
}
