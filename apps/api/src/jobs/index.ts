export {
  createJobQueue,
  type JobHandler,
  type JobQueue,
  type JobRun,
  openJobQueue,
  type SendJobOptions,
  type WorkJobOptions,
} from './job-queue';
export { type JobName, type JobPayloads, QUEUES, type QueuePolicy } from './queues';
