/**
 * The figures the README's Benchmarks section holds us to (its targets table). A figure with no
 * target is printed for comparison between runs only.
 */
export interface Target {
  /** The limit, in the figure's unit. */
  limit: number;
  /** Whether a figure must stay at or below the limit, or reach it. */
  kind: 'at most' | 'at least';
}

export const targets = {
  loginFirstLoadKiB: { limit: 120, kind: 'at most' },
  homeFirstLoadKiB: { limit: 160, kind: 'at most' },
  lighthouseMobileScore: { limit: 95, kind: 'at least' },
  buildSeconds: { limit: 2.5, kind: 'at most' },
  userListPostgresRps: { limit: 2000, kind: 'at least' },
  userListPostgresP99Ms: { limit: 50, kind: 'at most' },
  userListEmbeddedRps: { limit: 1000, kind: 'at least' },
  userListEmbeddedP99Ms: { limit: 100, kind: 'at most' },
  seedSeconds: { limit: 60, kind: 'at most' },
  mixPostgresRps: { limit: 2000, kind: 'at least' },
  mixPostgresP99Ms: { limit: 100, kind: 'at most' },
  mixEmbeddedRps: { limit: 1000, kind: 'at least' },
  mixEmbeddedP99Ms: { limit: 150, kind: 'at most' },
  tabHeapGrowthPercent: { limit: 10, kind: 'at most' },
} as const satisfies Record<string, Target>;

export function meets(value: number, target: Target): boolean {
  return target.kind === 'at most' ? value <= target.limit : value >= target.limit;
}
