// The fallback engine of POST /v1/strategy.
export { createFallbackEngine, type FallbackEngine, type FallbackEngineOptions } from './pool.ts';
export { decideFallback, type EngineAnswer } from './engine.ts';
export { FallbackUnavailable } from './errors.ts';
export { ENGINE_VERSION } from './version.ts';
