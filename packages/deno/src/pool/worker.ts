/// <reference no-default-lib="true" />
/// <reference lib="deno.worker" />
/** A Web Worker of the batch pool: answers each slice with the core batch (@swept/pool's answerSlice). */
import { answerSlice, type SliceMessage } from '@swept/pool';

self.onmessage = (event: MessageEvent<SliceMessage>) => {
  self.postMessage(answerSlice(event.data));
};
