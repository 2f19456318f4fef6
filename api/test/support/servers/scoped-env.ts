/** createTestApp copies `env` into process.env; this puts the previous values back so later suites see none of it. */
export function scopedEnv(env: Record<string, string>): { env: Record<string, string>; restore: () => void } {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  return {
    env,
    restore: () => {
      for (const [key, value] of Object.entries(previous)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    },
  };
}
