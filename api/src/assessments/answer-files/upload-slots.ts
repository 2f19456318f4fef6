/**
 * How many multipart answer submissions one instance buffers at once: each may hold up to 5 files of 5 MB
 * in memory, so a few hundred at once could exhaust it (security review L12). Past the limit a submission
 * is answered at once, before a byte of it is read, and the learner sends it again a moment later.
 */
export class UploadSlots {
  private taken = 0;

  constructor(private readonly size: number) {}

  /** A slot and the function that gives it back (once), or null when all are taken. */
  take(): (() => void) | null {
    if (this.taken >= this.size) return null;
    this.taken += 1;
    let given = false;
    return () => {
      if (given) return;
      given = true;
      this.taken -= 1;
    };
  }
}
