export { createAppMail } from './app-mail';
export { registerDevMailbox } from './dev-mailbox';
export { type MailContext, type MailRequest, queueMail } from './mail-queue';
export { startMailWorker } from './mail-worker';
export {
  type AccountActivationData,
  type MailTemplateData,
  type MailTemplateName,
  type PasswordResetCodeData,
  type RenderedMail,
  renderMail,
  type SignupCodeData,
} from './templates';
