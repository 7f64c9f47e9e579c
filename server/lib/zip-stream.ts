import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

export interface ZipEntry {
  name: string;
  /** Small generated content (compressed), or a stored file's stream (stored as is: files are often compressed already). */
  data: Uint8Array | (() => Promise<ReadableStream<Uint8Array> | null>);
}

/**
 * A zip of `entries`, produced as the reader pulls: one chunk of one file at a time goes through
 * fflate and out, so memory stays flat whatever the files weigh. A file whose stream opens to null
 * (gone from the storage) is left out.
 */
export function zipStream(entries: Iterable<ZipEntry>): ReadableStream<Uint8Array> {
  const ready: Uint8Array[] = [];
  let finished = false;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      ready.push(chunk);
      if (final) finished = true;
    }
  });

  async function* steps(): AsyncGenerator<void> {
    for (const entry of entries) {
      if (entry.data instanceof Uint8Array) {
        const file = new ZipDeflate(entry.name, { level: 6 });
        zip.add(file);
        file.push(entry.data, true);
        yield;
        continue;
      }
      const body = await entry.data();
      if (!body) continue;
      const file = new ZipPassThrough(entry.name);
      zip.add(file);
      const reader = body.getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        file.push(value);
        yield;
      }
      file.push(new Uint8Array(0), true);
      yield;
    }
    zip.end();
  }
  const step = steps();

  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (!ready.length && !finished && !failure) {
        if ((await step.next()).done && !ready.length && !finished) failure = new Error("zip ended early");
      }
      if (failure) return controller.error(failure);
      while (ready.length) controller.enqueue(ready.shift()!);
      if (finished) controller.close();
    },
    async cancel() {
      await step.return(undefined);
    },
  });
}
