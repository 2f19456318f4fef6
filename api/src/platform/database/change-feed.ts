import type { Logger } from '@nestjs/common';
import type { ChangeStream, Document } from 'mongodb';

/** What a collection's owner reports from a change stream it opened. */
export interface ChangeListener<Change> {
  /** The server accepted the stream: from now on every change is reported. */
  live: () => void;
  changed: (change: Change) => void;
  /** Changes are no longer reported (an error, a dropped or renamed collection, or no replica set). */
  ended: (error?: unknown) => void;
}

export type OpenChangeStream<Change> = (on: ChangeListener<Change>) => { close: () => Promise<void> };

const DATA_CHANGES = new Set(['insert', 'update', 'replace', 'delete']);

/** Relays a driver change stream to `on`: its data changes as changes, anything else (drop, rename, invalidate) as its end. */
export function reportChanges<Schema extends Document, Change extends { operationType: string }>(
  stream: ChangeStream<Schema, Change>,
  on: ChangeListener<NoInfer<Change>>,
): { close: () => Promise<void> } {
  // The server's first answer sets the first resume token (the driver emits no 'init' event on a stream).
  stream.once('resumeTokenChanged', on.live);
  stream.on('change', (change) => (DATA_CHANGES.has(change.operationType) ? on.changed(change) : on.ended()));
  stream.on('error', (error) => on.ended(error));
  return { close: () => stream.close() };
}

/** How long start-up waits for the stream's first answer before serving anyway. */
const START_WAIT_MS = 5_000;
/** MongoDB's refusal of $changeStream on a standalone server. */
const NOT_A_REPLICA_SET = 40573;

export interface ChangeFeedOptions<Change> {
  open: OpenChangeStream<Change>;
  changed: (change: Change) => void;
  /** The stream stopped: whatever it kept fresh can no longer be trusted. */
  lost: () => void;
  reopenAfterMs: number;
  logger: Logger;
  /** Named in the logs: "Token version", "Ledger account". */
  subject: string;
  /** Logged once on a standalone mongod, which refuses change streams for good. */
  standalone: string;
}

/**
 * Keeps a change stream open for a per-instance cache: waits at start-up (up to 5 s) for the server's
 * answer, reopens the stream when it ends, and stops asking on a standalone mongod. `streamed` says
 * whether changes are being reported right now.
 */
export class ChangeFeed<Change> {
  streamed = false;
  private closed = false;
  private watch?: { close: () => Promise<void> };

  constructor(private readonly options: ChangeFeedOptions<Change>) {}

  async start(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.open(), new Promise((resolve) => (timer = setTimeout(resolve, START_WAIT_MS)))]);
    clearTimeout(timer);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.watch?.close();
  }

  /** Resolves once the server has accepted or refused the stream. A stream already replaced or closed is not heard. */
  private open(): Promise<void> {
    return new Promise((settled) => {
      const watch = this.options.open({
        live: () => {
          if (this.watch !== watch) return;
          this.streamed = true;
          settled();
        },
        changed: (change) => {
          if (this.watch === watch) this.options.changed(change);
        },
        ended: (error) => {
          if (this.watch === watch) this.stop(error);
          settled();
        },
      });
      this.watch = watch;
    });
  }

  private stop(error?: unknown): void {
    const { logger, subject } = this.options;
    const wasStreamed = this.streamed;
    this.streamed = false;
    this.options.lost();
    const watch = this.watch;
    this.watch = undefined;
    void watch?.close().catch(() => undefined);
    if ((error as { code?: unknown } | undefined)?.code === NOT_A_REPLICA_SET) {
      logger.log(this.options.standalone);
      return;
    }
    if (wasStreamed && error !== undefined) logger.warn(`${subject} change stream failed${error instanceof Error ? `: ${error.message}` : ''}; reopening`);
    else if (wasStreamed) logger.log(`${subject} change stream ended (collection dropped or renamed); reopening`);
    setTimeout(() => {
      if (!this.watch && !this.closed) void this.open();
    }, this.options.reopenAfterMs).unref();
  }
}
