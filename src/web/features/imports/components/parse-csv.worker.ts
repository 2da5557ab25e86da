/// <reference lib="webworker" />
import { parseCsvChunks } from './csv-chunks';
import type { WorkerAnswer } from './parse-csv-file';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = (message: WorkerAnswer) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<File>) => {
  try {
    const parsed = await parseCsvChunks(data, (value) => answer({ type: 'progress', value }));
    answer({ type: 'done', parsed });
  } catch (error) {
    answer({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
