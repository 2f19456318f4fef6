export interface AccountDeletionBody {
  password: string;
}

export interface AccountDeletionResponse {
  /** ISO date: when the account is erased unless its owner signs in before then. */
  deletionDueAt: string;
}
