/** A setting is missing or wrong: the API refuses to start and says which one. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}
