export interface TestReplicaSet {
  uri: string;
  /** Stops the mongod; its port and data stay. */
  stopMongod(): Promise<void>;
  /** Starts it again on the same port and data. */
  startMongod(): Promise<void>;
  /** Stops it for good and removes its data. */
  close(): Promise<void>;
}

export function startReplicaSet(): Promise<TestReplicaSet>;
