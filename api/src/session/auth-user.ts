/** Who is calling, as the bearer token proves it. */
export interface AuthUser {
  id: string;
}

/** What a Trail token carries: the user id and the token version it was signed with. */
export interface TokenPayload {
  sub: string;
  v: number;
}
