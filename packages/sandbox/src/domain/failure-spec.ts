/**
 * A refusal the fake gateway can give, as data. Codes from the spec's keep their numbers; the
 * others are sandbox choices in the same shape (status × 1000 + n), listed in the README.
 */
export interface FailureSpec {
  readonly status: number;
  readonly errorId: number;
  readonly errorCode: string;
  readonly message: string;
}

export const f = (status: number, errorId: number, errorCode: string, message: string): FailureSpec =>
  Object.freeze({ status, errorId, errorCode, message });
