import type { JobStatus, PageQuery } from '@veil/domain';
import type { AdminJobPost } from '@veil/domain/contracts';
import type { Db } from '../../db/client';
import { keysetPage, timestampCursor } from '../../db/keyset';
import type { JobApplications } from './job-applications';
import { adminJobPostPageQuery, countAdminJobPosts } from './job-posts.queries';

/**
 * Every company's job posts for the super admin, drafts included, newest first: searchable by any
 * part of the title and of the company name, filtered by status, one keyset page at a time.
 */
export async function listAdminJobPosts(
  db: Db,
  applications: JobApplications,
  query: PageQuery & { jobTitle?: string; companyName?: string; status?: JobStatus },
): Promise<{
  data: AdminJobPost[];
  lastIndex: string | null;
  totalPages: number;
  totalRecords: number;
  totalCapped: boolean;
}> {
  const filter = { jobTitle: query.jobTitle, companyName: query.companyName, status: query.status };
  const rows = await adminJobPostPageQuery(db, {
    ...filter,
    after: query.lastIndex ? timestampCursor(query.lastIndex) : null,
    pageSize: query.pageSize,
  });
  const counted = await countAdminJobPosts(db, filter);
  const counts = await applications.counts(
    db,
    rows.map((row) => row.id),
  );
  return keysetPage(rows, counted, query.pageSize, (row) => ({
    id: row.id,
    jobTitle: row.jobTitle,
    company: { id: row.companyId, name: row.companyName },
    status: row.status,
    applicationCount: counts.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  }));
}
