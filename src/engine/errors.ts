// An action the rules do not allow. The message says why, in words a player understands; the code is
// stable for programs (`action/not-your-turn`, `action/bad-choice`, …). The state is never changed.
export class RuleError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}
