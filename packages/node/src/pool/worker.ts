/** A worker thread of the batch pool: answers each slice with the core batch (@swept/pool's answerSlice). */
import { parentPort } from 'node:worker_threads';
import { answerSlice, type JobSlice } from '@swept/pool';

const port = parentPort!;
port.on('message', (message: JobSlice & { id: number }) => {
  port.postMessage(answerSlice(message));
});
