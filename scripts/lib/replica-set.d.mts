export interface TestReplicaSet {
  getUri(): string;
  start(): Promise<void>;
  stop(options?: { doCleanup?: boolean }): Promise<boolean>;
}

export function startReplicaSet(): Promise<TestReplicaSet>;
