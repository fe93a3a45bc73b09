import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CategoriesReply,
  CategoryBody,
  CategoryReply,
  ErrorReplies,
  IdParams,
  MessageReply,
} from '@placement/contract';
import {
  createCategory,
  deleteCategory,
  listCategories,
  renameCategory,
} from '../../services/question-bank/categories';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = { roles: ['admin' as const] };
const categoryTags = tagsOf('admin', 'categories');
const route = routesOf({ auth }, categoryTags, ErrorReplies);

/** /api/admin/category*: the assessment categories (the list is public, changes are the admins'). */
export const adminCategoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // SPEC §7: the category list is read without a token
  app.get(
    '/category/get',
    {
      config: { auth: 'public' },
      schema: {
        tags: categoryTags,
        summary: 'List assessment categories',
        description: 'Public: the categories an assessment can be filed under (Aptitude, Technical…).',
        response: { 200: CategoriesReply },
      },
    },
    async () => ({ success: true as const, categories: await listCategories(app) }),
  );

  app.post(
    '/category',
    route({
      summary: 'Add a category',
      description:
        'Admins only. 409 when a category of that name exists (names are unique regardless of case).',
      body: CategoryBody,
      response: { 200: CategoryReply },
    }),
    async (request) => ({ success: true as const, category: await createCategory(app, request.body.name) }),
  );

  app.put(
    '/category/:id',
    route({
      summary: 'Rename a category',
      description: 'Admins only. 404 for an unknown category, 409 when the new name is taken.',
      params: IdParams,
      body: CategoryBody,
      response: { 200: CategoryReply },
    }),
    async (request) => ({
      success: true as const,
      category: await renameCategory(app, request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/category/:id',
    route({
      summary: 'Delete a category',
      description: 'Admins only. 404 for an unknown category, 409 while an assessment uses it.',
      params: IdParams,
      response: { 200: MessageReply },
    }),
    async (request) => {
      await deleteCategory(app, request.params.id);
      return { success: true, message: 'Category deleted' };
    },
  );
};
