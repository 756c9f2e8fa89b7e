// One direction of a slow line that every connection shares, as a phone's radio link is shared by
// all its TCP flows (shared/notes/poor-line.md: DevTools' throttling slowed neither the page's
// first request nor the service worker's, so the line is modelled below the browser). The flows'
// bytes leave the link round-robin, one segment at a time, so two downloads share the rate instead
// of the first one having it all; a segment takes its serialisation time on the link and arrives
// half a round trip after it left.
import { performance } from 'node:perf_hooks';

/** A TCP segment's payload on an Ethernet-sized path: the unit flows take turns in. */
export const SEGMENT_BYTES = 1460;

export type FlowEvents = {
  /** Bytes that arrived at the far end of the link. */
  deliver: (bytes: Buffer) => void;
  /** Everything sent before `end()` has arrived: pass the half-close on. */
  ended: () => void;
  /** The queue fell back under the low-water mark after `send` answered "full". */
  drained: () => void;
};

type Chunk = { bytes: Buffer; at: number };
type Arrival = { at: number; flow: Flow; bytes: Buffer | null /* null: the end of the flow */ };

/** Queued bytes above which `send` answers "full" (pause the source), and where it says "drained". */
const HIGH_WATER = 256 * 1024;
const LOW_WATER = 64 * 1024;

export class Flow {
  readonly chunks: Chunk[] = [];
  queued = 0;
  lastArrival = 0;
  ending = false;
  endScheduled = false;
  dropped = false;
  full = false;

  constructor(
    private readonly link: SharedLink,
    /** Nothing leaves before this moment (the TCP handshake). */
    readonly readyAt: number,
    readonly events: FlowEvents,
  ) {}

  /** Queues bytes for the line; false when the source should pause until `drained`. */
  send(bytes: Buffer): boolean {
    if (this.dropped || this.ending || bytes.length === 0) return !this.full;
    this.chunks.push({ bytes, at: performance.now() });
    this.queued += bytes.length;
    if (this.queued > HIGH_WATER) this.full = true;
    this.link.pump();
    return !this.full;
  }

  /** No more bytes: `ended` fires once the queued ones have arrived. */
  end(): void {
    if (this.dropped || this.ending) return;
    this.ending = true;
    if (this.queued === 0) this.link.scheduleEnd(this, Math.max(performance.now(), this.readyAt));
  }

  /** The far end is gone: forget what is queued or on the way. */
  drop(): void {
    if (this.dropped) return;
    this.dropped = true;
    this.chunks.length = 0;
    this.queued = 0;
    this.link.forget(this);
  }

  /** Up to one segment from the head of the queue, and the moment its last byte was queued. */
  take(): { bytes: Buffer; at: number } {
    const parts: Buffer[] = [];
    let size = 0;
    let at = this.readyAt;
    while (size < SEGMENT_BYTES && this.chunks.length > 0) {
      const head = this.chunks[0]!;
      const part = head.bytes.subarray(0, SEGMENT_BYTES - size);
      parts.push(part);
      size += part.length;
      at = Math.max(at, head.at);
      if (part.length === head.bytes.length) this.chunks.shift();
      else head.bytes = head.bytes.subarray(part.length);
    }
    this.queued -= size;
    if (this.full && this.queued < LOW_WATER) {
      this.full = false;
      this.events.drained();
    }
    return { bytes: parts.length === 1 ? parts[0]! : Buffer.concat(parts, size), at };
  }
}

export class SharedLink {
  private readonly flows: Flow[] = [];
  private turn = 0;
  private busyUntil = 0;
  private sendTimer: NodeJS.Timeout | undefined;
  private readonly arrivals: Arrival[] = [];
  private arrivalTimer: NodeJS.Timeout | undefined;
  private readonly bytesPerMs: number;

  constructor(
    kbitPerSecond: number,
    private readonly oneWayMs: number,
  ) {
    this.bytesPerMs = (kbitPerSecond * 1000) / 8 / 1000;
  }

  openFlow(readyAt: number, events: FlowEvents): Flow {
    const flow = new Flow(this, readyAt, events);
    this.flows.push(flow);
    return flow;
  }

  /** Puts the next segments on the line, or waits for the line or a handshake to be free. */
  pump(): void {
    clearTimeout(this.sendTimer);
    this.sendTimer = undefined;
    const now = performance.now();
    // A timer that fired late must not cost the line its rate: segments that were waiting start
    // back to back from where the last one ended, even if that is a little in the past.
    while (this.busyUntil <= now) {
      const flow = this.nextFlow(now);
      if (!flow) break;
      const segment = flow.take();
      const leaves = Math.max(this.busyUntil, segment.at) + segment.bytes.length / this.bytesPerMs;
      this.busyUntil = leaves;
      flow.lastArrival = leaves + this.oneWayMs;
      this.arrive({ at: flow.lastArrival, flow, bytes: segment.bytes });
      if (flow.ending && flow.queued === 0) this.scheduleEnd(flow, leaves);
    }
    const waiting = this.flows.filter((f) => f.queued > 0);
    if (waiting.length === 0) return;
    const next = Math.max(this.busyUntil, Math.min(...waiting.map((f) => f.readyAt)));
    this.sendTimer = setTimeout(() => this.pump(), Math.max(0, next - now));
  }

  /** The flow's end arrives after its last byte, and never before a FIN could cross the line. */
  scheduleEnd(flow: Flow, leaves: number): void {
    if (flow.endScheduled) return;
    flow.endScheduled = true;
    this.arrive({ at: Math.max(flow.lastArrival, leaves + this.oneWayMs), flow, bytes: null });
  }

  forget(flow: Flow): void {
    const index = this.flows.indexOf(flow);
    if (index >= 0) this.flows.splice(index, 1);
    if (index >= 0 && index < this.turn) this.turn -= 1;
  }

  stop(): void {
    clearTimeout(this.sendTimer);
    clearTimeout(this.arrivalTimer);
    for (const flow of [...this.flows]) flow.drop();
    this.arrivals.length = 0;
  }

  private nextFlow(now: number): Flow | undefined {
    for (let i = 0; i < this.flows.length; i += 1) {
      const index = (this.turn + i) % this.flows.length;
      const flow = this.flows[index]!;
      if (flow.queued > 0 && flow.readyAt <= now) {
        this.turn = (index + 1) % this.flows.length;
        return flow;
      }
    }
    return undefined;
  }

  private arrive(arrival: Arrival): void {
    // Arrivals are nearly always in order; an end scheduled on an idle flow may overtake others.
    let index = this.arrivals.length;
    while (index > 0 && this.arrivals[index - 1]!.at > arrival.at) index -= 1;
    this.arrivals.splice(index, 0, arrival);
    if (index === 0) this.armArrivals();
  }

  private armArrivals(): void {
    clearTimeout(this.arrivalTimer);
    const first = this.arrivals[0];
    if (!first) return;
    this.arrivalTimer = setTimeout(() => this.deliverDue(), Math.max(0, first.at - performance.now()));
  }

  private deliverDue(): void {
    const now = performance.now();
    while (this.arrivals.length > 0 && this.arrivals[0]!.at <= now) {
      const { flow, bytes } = this.arrivals.shift()!;
      if (flow.dropped) continue;
      if (bytes) flow.events.deliver(bytes);
      else {
        this.forget(flow);
        flow.events.ended();
      }
    }
    this.armArrivals();
  }
}
