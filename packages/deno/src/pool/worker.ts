/// <reference no-default-lib="true" />
/// <reference lib="deno.worker" />
/** A Web Worker of the batch pool: answers each slice with the core batch (job.ts). */
import { answerSlice, type JobSlice } from './job.ts';

self.onmessage = (event: MessageEvent<JobSlice & { id: number }>) => {
  self.postMessage(answerSlice(event.data));
};
