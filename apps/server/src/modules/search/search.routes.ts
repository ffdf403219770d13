import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SearchQuery, SearchResponse, searchGroupsFor } from '@attest/domain';
import type { Db } from '../../platform/db/client.ts';
import { requireAuth } from '../../core/request-context.ts';
import { searchAll } from './search.repo.ts';

export function searchRoutes(app: FastifyInstance, deps: { db: Db }): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/api/search', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['search'],
      summary: 'Global search over documents (full text), users, workflows and audit entries, each group only with its permission',
      querystring: SearchQuery,
      response: { 200: SearchResponse },
    },
    handler: async (request) => {
      const { user } = requireAuth(request);
      const groups = searchGroupsFor(user.role);
      const query = request.query;
      // A tab the viewer may not search is simply empty.
      const searched = query.type === 'all' || groups.includes(query.type) ? groups : [];
      const { counts, rows } = await searchAll(deps.db, query, { id: user.id, role: user.role }, searched);
      const total = query.type === 'all' ? Object.values(counts).reduce((a, b) => a + b, 0) : (counts[query.type] ?? 0);
      return {
        counts: Object.fromEntries(groups.map((g) => [g, counts[g] ?? 0])),
        items: rows.map((r) => ({
          id: r.id,
          type: r.type,
          title: r.title,
          description: r.description ?? '',
          author: r.author,
          department: r.department,
          status: r.status,
          lastModified: new Date(r.last_modified).toISOString(),
          relevance: r.relevance,
          tags: r.tags ?? [],
          url: `/dashboard/${user.role}/${r.path}`,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  });
}
