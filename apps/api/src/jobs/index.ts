export {
  createJobQueue,
  type DbOrTx,
  type JobHandler,
  type JobQueue,
  type JobRun,
  openJobQueue,
  type SendJobOptions,
  type Tx,
  type WorkJobOptions,
} from './job-queue';
export { type JobName, type JobPayloads, QUEUES, type QueuePolicy } from './queues';
