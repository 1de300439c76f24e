// A client's message rate: a token bucket, `burst` messages at once and `perSecond` after that.

export class RateLimit {
  private tokens: number;
  private last = -1; // ms of the last refill
  private refused = false; // refused since the bucket last had room: only the first refusal is told

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
  ) {
    this.tokens = burst;
  }

  /** Takes one message at `now` (ms): allowed, the first refusal of a flood, or a further one (dropped quietly). */
  take(now: number): 'ok' | 'first-refusal' | 'refused' {
    if (this.last >= 0) this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) * this.perSecond) / 1000);
    this.last = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      this.refused = false;
      return 'ok';
    }
    if (this.refused) return 'refused';
    this.refused = true;
    return 'first-refusal';
  }
}
