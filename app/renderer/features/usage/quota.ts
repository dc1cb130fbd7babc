// Where the month stands against the soft quota and the hard cap. Beyond the soft quota
// calls are still served and billed as overage; at the hard cap they answer 429 until the
// month rolls over.

export type QuotaState = 'ok' | 'near' | 'overage' | 'capped';

export interface QuotaLevels {
  state: QuotaState;
  /** Positions on a bar that spans 0..hard cap, as fractions in [0,1]. */
  billedShare: number;
  softShare: number;
  /** Billed calls beyond the soft quota (0 when under it). */
  overage: number;
  /** Calls left before the hard cap. */
  untilCap: number;
}

/** 'near' from this share of the soft quota on. */
export const NEAR_SHARE = 0.8;

export function quotaLevels(billed: number, softQuota: number, hardCap: number): QuotaLevels {
  const scale = Math.max(hardCap, softQuota, billed, 1);
  const state: QuotaState =
    billed >= hardCap ? 'capped' : billed > softQuota ? 'overage' : billed >= softQuota * NEAR_SHARE ? 'near' : 'ok';
  return {
    state,
    billedShare: Math.min(1, billed / scale),
    softShare: Math.min(1, softQuota / scale),
    overage: Math.max(0, billed - softQuota),
    untilCap: Math.max(0, hardCap - billed),
  };
}
