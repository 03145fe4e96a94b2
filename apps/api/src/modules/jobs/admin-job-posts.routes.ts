import { api } from '../../http/context';
import { asAdmin } from '../../http/guards';
import { listAdminJobPosts } from './admin-job-posts.service';

export const adminJobPostsRoutes = api.adminJobPosts.router({
  list: api.adminJobPosts.list.handler(async ({ input, context }) => {
    await asAdmin(context);
    return listAdminJobPosts(context.database.db, input);
  }),
});
