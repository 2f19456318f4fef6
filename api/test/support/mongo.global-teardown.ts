export default async function globalTeardown(): Promise<void> {
  await globalThis.__TRAIL_MONGOD__?.stop();
}
