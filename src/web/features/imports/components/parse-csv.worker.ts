/// <reference lib="webworker" />
import { parseCsvChunks } from './csv-chunks';
import { errorAnswer, type WorkerAnswer } from './worker-answer';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const answer = (message: WorkerAnswer) => scope.postMessage(message);

scope.onmessage = async ({ data }: MessageEvent<File>) => {
  try {
    const parsed = await parseCsvChunks(data, (value) => answer({ type: 'progress', value }));
    answer({ type: 'done', parsed });
  } catch (error) {
    answer(errorAnswer(error));
  }
};
