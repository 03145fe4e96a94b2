export {
  ERASURE_VACUUM_CRON_EMBEDDED,
  ERASURE_VACUUM_CRON_SERVER,
  erasureVacuumCron,
  startErasureVacuum,
  vacuumErasedSoon,
} from './erasure-vacuum-work';
export {
  createJobQueue,
  JOB_HEARTBEAT_SECONDS,
  JOB_MONITOR_INTERVAL_SECONDS,
  type JobHandler,
  type JobQueue,
  type JobRun,
  openJobQueue,
  type SendJobOptions,
  type WorkJobOptions,
} from './job-queue';
export { type JobName, type JobPayloads, QUEUES, type QueuePolicy } from './queues';
