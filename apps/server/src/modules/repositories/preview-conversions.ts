/**
 * The PDFs of the repository View (FR-REPO-3): Views of the same file share one conversion while it runs
 * (in-flight), and its PDF is kept in memory for later Views, up to a byte budget, the least recently viewed going
 * first. Memory, not disk: previews are small and short-lived, a restart may forget them, and no file of a
 * repository lands in the data folder. Keys name the content (git's blob id), so a file unchanged across commits is
 * converted once, and a changed one never gets an old PDF.
 */
export class PreviewConversions {
  private readonly running = new Map<string, Promise<Buffer>>();
  /** Insertion order is recency: a hit moves the entry to the end. */
  private readonly cached = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The PDF for `key`: cached, the conversion already running, or a new one by `convert`. Failures are not kept. */
  async pdf(key: string, convert: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.cached.get(key);
    if (hit) {
      this.cached.delete(key);
      this.cached.set(key, hit);
      return hit;
    }
    const running = this.running.get(key);
    if (running) return running;
    const conversion = convert()
      .then((pdf) => {
        this.keep(key, pdf);
        return pdf;
      })
      .finally(() => this.running.delete(key));
    this.running.set(key, conversion);
    return conversion;
  }

  private keep(key: string, pdf: Buffer): void {
    // One PDF larger than a quarter of the budget would push out everything else: served, not kept.
    if (pdf.length > this.maxBytes / 4) return;
    this.cached.set(key, pdf);
    this.bytes += pdf.length;
    for (const [oldest, old] of this.cached) {
      if (this.bytes <= this.maxBytes) break;
      this.cached.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
