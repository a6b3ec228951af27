// One of precompress.ts's worker threads: compresses the files it is given, then says so.
import { parentPort, workerData } from 'node:worker_threads';
import { compressFiles } from './precompress.ts';

await compressFiles(workerData as string[]);
parentPort?.postMessage('done');
