export { type ActivationMailer, type AppMail, createAppMail } from './app-mail';
export { registerDevMailbox } from './dev-mailbox';
export { activationLink } from './links';
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
