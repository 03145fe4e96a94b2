import { api } from '../../http/context';
import { asAdmin } from '../../http/guards';
import { listAdminJobPosts } from './admin-job-posts.service';
import type { JobApplications } from './job-applications';

export function createAdminJobPostsRoutes(applications: JobApplications) {
  return api.adminJobPosts.router({
    list: api.adminJobPosts.list.handler(async ({ input, context }) => {
      await asAdmin(context);
      return listAdminJobPosts(context.database.db, applications, input);
    }),
  });
}
