/** A worker thread of the batch pool: answers each slice with the core batch (@swept/pool's answerSlice). */
import { parentPort } from 'node:worker_threads';
import { answerSlice, type SliceMessage } from '@swept/pool';

const port = parentPort!;
port.on('message', (message: SliceMessage) => {
  port.postMessage(answerSlice(message));
});
