// The part of autocannon's options and result the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type RawRequest = { method?: string; path?: string; body?: string; headers?: Record<string, string> };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    pipelining?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Array<RawRequest & { setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest }>;
  };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number; duration: number; '2xx': number };
  export default function autocannon(options: Options): Promise<Result>;
}
