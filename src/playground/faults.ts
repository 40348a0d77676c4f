/**
 * Fault switches for reliability tests: make matching REST routes answer 429, 500 or slowly, or carry a request
 * out and lose its answer (`lostAnswer`: answered 502 as a proxy that dropped Discord's answer would).
 */
export type FaultKind =
  | { kind: 'rateLimit'; retryAfterMs: number; global?: boolean }
  | { kind: 'serverError'; status?: 500 | 502 | 503 | 504 }
  | { kind: 'lostAnswer' }
  | { kind: 'delay'; delayMs: number };

export interface FaultSpec {
  /** HTTP method to match (any when omitted). */
  method?: string;
  /** Matched against the API path after `/api/v10`, e.g. /interactions\/\d+\/.+\/callback/ or '/channels/'. */
  route: RegExp | string;
  fault: FaultKind;
  /** How many matching requests to affect (default: 1); Infinity for all until removed. */
  times?: number;
}

export interface ActiveFault {
  readonly spec: FaultSpec;
  /** Requests this fault has answered so far. */
  readonly hits: number;
  remove(): void;
}

interface FaultEntry {
  spec: FaultSpec;
  hits: number;
  remaining: number;
}

export class FaultSwitches {
  private entries: FaultEntry[] = [];

  add(spec: FaultSpec): ActiveFault {
    const entry: FaultEntry = { spec, hits: 0, remaining: spec.times ?? 1 };
    this.entries.push(entry);
    return {
      spec,
      get hits() {
        return entry.hits;
      },
      remove: () => {
        this.entries = this.entries.filter((e) => e !== entry);
      },
    };
  }

  clear(): void {
    this.entries = [];
  }

  /** The fault to apply to this request, consuming one use of it. */
  take(method: string, path: string): FaultKind | null {
    for (const entry of this.entries) {
      if (entry.remaining <= 0) continue;
      if (entry.spec.method && entry.spec.method.toUpperCase() !== method.toUpperCase()) continue;
      const { route } = entry.spec;
      if (typeof route === 'string' ? !path.includes(route) : !route.test(path)) continue;
      entry.remaining -= 1;
      entry.hits += 1;
      return entry.spec.fault;
    }
    return null;
  }
}
