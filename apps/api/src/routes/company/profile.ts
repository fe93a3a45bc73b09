import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CompanyProfileBody, CompanyProfileReply, ErrorReplies, IdParams } from '@placement/contract';
import {
  companyOf,
  companyProfile,
  companyUser,
  LOGO_MAX_BYTES,
  openLogo,
  replaceLogo,
  updateCompanyProfile,
} from '../../services/organisations/company-profile';
import { readMultipart } from '../../services/uploads/uploads';
import { tagsOf } from '../doc-tags';
import { routesOf } from '../route-options';

const auth = companyUser;
const profileTags = tagsOf('company', 'profile');
const route = routesOf({ auth }, profileTags, ErrorReplies);

/**
 * /api/company/profile and the logo. GET /api/company/:id, /jobs/filter and /jobs/:id live in
 * routes/portal/companies.ts and already scope a company user to its own company and jobs.
 */
export const companyProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile',
    route({
      summary: "The company's profile",
      description: "The signed-in company user's company: name, sector, website, about, locations and logo.",
      response: { 200: CompanyProfileReply },
    }),
    async (request) => ({
      success: true as const,
      company: await companyProfile(app, companyOf(request).companyId),
    }),
  );

  app.put(
    '/profile',
    route({
      summary: "Edit the company's profile",
      description: "Changes the company's public profile; 400 without a name or for a bad field.",
      body: CompanyProfileBody,
      response: { 200: CompanyProfileReply },
    }),
    async (request) => ({
      success: true as const,
      company: await updateCompanyProfile(app, companyOf(request).companyId, request.body),
    }),
  );

  app.post(
    '/profile/logo',
    route({
      summary: "Replace the company's logo",
      description:
        'Multipart: exactly one PNG, JPEG or WebP image of at most 200 KB (judged by its bytes). 413 when larger, ' +
        '400 for another type or not exactly one file.',
      response: { 200: CompanyProfileReply },
    }),
    async (request) => {
      const { companyId } = companyOf(request);
      const { files } = await readMultipart(request, { maxFileSize: LOGO_MAX_BYTES, maxFiles: 1 });
      return { success: true as const, company: await replaceLogo(app, companyId, files) };
    },
  );

  app.get(
    '/:id/logo',
    {
      config: { auth: 'public' },
      schema: {
        tags: profileTags,
        summary: "A company's logo",
        description: 'Public: the logo image, cached for a day; 404 when the company has none.',
        params: IdParams,
      },
    },
    async (request, reply) => {
      const logo = await openLogo(app, request.params.id);
      return reply
        .header('content-type', logo.contentType)
        .header('content-length', logo.size)
        .header('cache-control', 'public, max-age=86400')
        .send(logo.stream);
    },
  );
};
