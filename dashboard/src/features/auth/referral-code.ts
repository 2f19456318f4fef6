const REF_CODE_KEY = 'refCode';

/** A referral code from a shared link (`?refCode=`), kept until the visitor signs up. */
export function storeRefCode(code: string): void {
  try {
    localStorage.setItem(REF_CODE_KEY, code.trim());
  } catch {
    // Without storage the code still works when the sign-up link itself carries it.
  }
}

export function readRefCode(): string | undefined {
  try {
    return localStorage.getItem(REF_CODE_KEY) || undefined;
  } catch {
    return undefined;
  }
}
