/** Command-line flags of `npm run bench`: `--only A1,A10`, `--seconds 5`, `--warmup 2`, `--rounds 3`. */
export interface Settings {
  only: Set<string> | null;
  /** Seconds of each measured load run. */
  seconds: number;
  /** Seconds of warm-up load before each measured run (not counted). */
  warmupSeconds: number;
  /** Shop and baseline alternate this many times per figure; the median ratio is reported. */
  rounds: number;
}

export function readSettings(argv: string[]): Settings {
  const flag = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const only = flag('only');
  return {
    only: only ? new Set(only.split(',').map((id) => id.trim().toUpperCase())) : null,
    seconds: Number(flag('seconds') ?? process.env.BENCH_SECONDS ?? 5),
    warmupSeconds: Number(flag('warmup') ?? 2),
    rounds: Number(flag('rounds') ?? 3),
  };
}

export const wanted = (settings: Settings, id: string) => !settings.only || settings.only.has(id);
