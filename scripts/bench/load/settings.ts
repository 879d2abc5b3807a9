/**
 * Flags of `npm run bench:load`: `--only soak,P44,P45,rush`, `--rush-customers 300`, `--rush-seconds 30`, `--soak-minutes 20`, `--seconds 60` (P44
 * and P45), `--warmup 10` (seconds of unmeasured load before P44 and P45), `--soak-warmup 60`
 * (before the soak's sampling starts: JIT and caches filling up are not a leak), `--stripe-latency 100`
 * (the fake Stripe's delay per answer, ms), `--payments test` (the built-in test gateway, no Stripe SDK).
 */
export interface LoadSettings {
  only: Set<string> | null;
  soakMinutes: number;
  seconds: number;
  warmupSeconds: number;
  soakWarmupSeconds: number;
  /**
   * Milliseconds the fake Stripe waits before each answer (`--stripe-latency`, default 100, R16's
   * "fake Stripe at 100 ms"); `--payments test` uses the shop's built-in test gateway instead.
   */
  stripeLatencyMs: number;
  payments: 'fake-stripe' | 'test';
  /** The rush (decision 0215): this many whole journeys arriving evenly within `rushSeconds`. */
  rushCustomers: number;
  rushSeconds: number;
}

export function readLoadSettings(argv: string[]): LoadSettings {
  const flag = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = flag('only');
  return {
    only: only ? new Set(only.split(',').map((id) => id.trim().toUpperCase())) : null,
    soakMinutes: Number(flag('soak-minutes') ?? 20),
    seconds: Number(flag('seconds') ?? 60),
    warmupSeconds: Number(flag('warmup') ?? 10),
    soakWarmupSeconds: Number(flag('soak-warmup') ?? 60),
    stripeLatencyMs: Number(flag('stripe-latency') ?? 100),
    payments: flag('payments') === 'test' ? 'test' : 'fake-stripe',
    rushCustomers: Number(flag('rush-customers') ?? 300),
    rushSeconds: Number(flag('rush-seconds') ?? 30),
  };
}

export const wantedRun = (settings: LoadSettings, id: string) => !settings.only || settings.only.has(id.toUpperCase());
