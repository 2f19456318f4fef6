/** An unsigned JWT-shaped token for the fixtures' learner (`user-1`), expiring `secondsFromNow` from now (the dashboard never checks signatures). */
export function fakeJwt(secondsFromNow: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-1', v: 0, ...claims, exp })}.signature`;
}
