import { analysisRepository } from './analysis.repository';

/**
 * The analysis of stored audio (docs/contracts.md#brief-fit): a job table of one row per mp3 or
 * wav, written pending with the file's row, and the measured results presented with every audio.
 * The audio module writes and reads the rows through `analysisRecords`, in its own transactions.
 */
export const analysisRecords = {
  enqueue: analysisRepository.enqueue,
  ofFiles: analysisRepository.ofFiles,
};
export { presentAnalysis } from './analysis.presenter';
