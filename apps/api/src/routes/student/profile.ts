import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AvatarBody,
  BasicUpdateBody,
  BasicUpdateReply,
  EditEducationBody,
  EducationInput,
  LinksBody,
  MAX_CVS,
  PersonalBody,
  SkillsBody,
  StudentReply,
  studentPortalMessages,
} from '@placement/contract';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest } from '../../lib/http-error';
import { actor } from '../../plugins/auth';
import {
  AVATAR_MAX_BYTES,
  CV_MAX_BYTES,
  EDUCATION_MEDIA_MAX_BYTES,
  fullStudentProfile,
  setLinks,
  setSkills,
  updateBasic,
  updatePersonal,
} from '../../services/profile/profile';
import { addEducation, replaceEducation, setEducationMedia } from '../../services/profile/profile-education';
import { addCvs, decodeAvatarDataUrl, removeCv, setAvatar } from '../../services/profile/profile-files';
import { readMultipart } from '../../services/uploads/uploads';
import { tagsOf } from '../doc-tags';
import { errors, student } from './schemas';

const tags = tagsOf('student', 'profile');

const updated = (profile: Awaited<ReturnType<typeof fullStudentProfile>>) => ({
  success: true as const,
  message: studentPortalMessages.profileUpdated,
  student: profile,
});
const reply = { response: { 200: StudentReply, ...errors } };
const FileIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** The avatar arrives as JSON `{ avatar: data URL }` or as a multipart file (field `avatar`). */
async function avatarFrom(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  if (request.isMultipart()) {
    const { files } = await readMultipart(request, { maxFileSize: AVATAR_MAX_BYTES, maxFiles: 1 });
    const file = files[0];
    if (!file) throw badRequest(studentPortalMessages.filesNotSelected);
    return file;
  }
  const body = request.body as { avatar?: unknown } | undefined;
  if (typeof body?.avatar !== 'string') throw badRequest('body must have avatar');
  return { name: 'avatar', data: decodeAvatarDataUrl(body.avatar) };
}

export const studentProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/profile',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: "The student's profile",
        description:
          'The whole profile of the signed-in student: personal details, college, education, skills, links, CVs ' +
          'and avatar.',
        ...reply,
      },
    },
    async (request) => ({
      success: true as const,
      student: await fullStudentProfile(app, actor(request).user.id),
    }),
  );

  app.put(
    '/update',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Update name and basic details',
        description: 'Changes the first name, last name or phone number given; 400 when nothing is given.',
        body: BasicUpdateBody,
        response: { 200: BasicUpdateReply, ...errors },
      },
    },
    async (request) => {
      const profile = await updateBasic(app, actor(request).user.id, request.body);
      return {
        success: true as const,
        message: studentPortalMessages.profileUpdated,
        data: { college: profile.college, student: profile },
      };
    },
  );

  app.put(
    '/profile/update/personal',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Update personal details',
        description:
          'Changes the personal fields given (date of birth, gender, address, about…) and answers the profile; ' +
          '400 for an impossible date or when nothing is given.',
        body: PersonalBody,
        ...reply,
      },
    },
    async (request) => updated(await updatePersonal(app, actor(request).user.id, request.body)),
  );

  app.post(
    '/profile/update/education',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Add an education entry',
        description:
          'Adds one school or degree to the profile; 400 without institute and degree, for impossible years or ' +
          'past the most entries allowed.',
        body: EducationInput,
        ...reply,
      },
    },
    async (request) => updated(await addEducation(app, actor(request).user.id, request.body)),
  );

  app.post(
    '/profile/edit/education',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Replace the education entries',
        description:
          'Replaces the whole education list (edits, order, removals); 400 for duplicate ids or a bad entry.',
        body: EditEducationBody,
        ...reply,
      },
    },
    async (request) => updated(await replaceEducation(app, actor(request).user.id, request.body.Education)),
  );

  app.post(
    '/profile/update/education/media',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Attach a certificate to an education entry',
        description:
          'Multipart: one image or PDF of at most 50 KB (field `file`) and `educationId`. 413 when larger, 404 for ' +
          'an unknown entry, 400 without a file or id.',
        ...reply,
      },
    },
    async (request) => {
      const { files, fields } = await readMultipart(request, {
        maxFileSize: EDUCATION_MEDIA_MAX_BYTES,
        maxFiles: 1,
      });
      const file = files[0];
      if (!file) throw badRequest(studentPortalMessages.filesNotSelected);
      const educationId = fields.educationId || fields.id || undefined;
      return updated(await setEducationMedia(app, actor(request).user.id, educationId, file));
    },
  );

  app.post(
    '/profile/update/skill',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Set the skills',
        description: 'Replaces the list of skills; 400 past the most skills allowed.',
        body: SkillsBody,
        ...reply,
      },
    },
    async (request) => updated(await setSkills(app, actor(request).user.id, request.body.skills)),
  );

  app.post(
    '/profile/update/link',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Set the profile links',
        description:
          'Replaces the links (LinkedIn, GitHub, portfolio…); 400 for an unknown link name or a bad address.',
        body: LinksBody,
        ...reply,
      },
    },
    async (request) => updated(await setLinks(app, actor(request).user.id, request.body.links)),
  );

  app.post(
    '/profile/update/cv',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Upload CVs',
        description:
          'Multipart: up to 5 CVs (PDF or Word) of at most 2 MB each; colleges and the companies the student ' +
          'applies to can read them. 413 when a file is larger, 400 without a file or past 5 CVs.',
        ...reply,
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, { maxFileSize: CV_MAX_BYTES, maxFiles: MAX_CVS });
      return updated(await addCvs(app, actor(request).user.id, files));
    },
  );

  app.delete(
    '/profile/cv/:id',
    {
      config: { auth: student },
      schema: {
        tags,
        summary: 'Remove a CV',
        description:
          "Removes one of the student's CVs and answers the profile; 404 for a CV that is not theirs.",
        params: FileIdParams,
        ...reply,
      },
    },
    async (request) => updated(await removeCv(app, actor(request).user.id, request.params.id)),
  );

  // JSON bodies are checked by schema; a multipart body is read and checked by the handler.
  const avatarSchema = {
    tags,
    summary: 'Set the avatar',
    description:
      'A PNG or JPEG of at most 50 KB, as JSON `{ avatar: data URL }` or a multipart file; answers the profile. ' +
      '413 when larger, 400 for another type.',
    body: { content: { 'application/json': { schema: AvatarBody } } },
    response: { 200: StudentReply, ...errors },
  };
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/profile/update/avatar',
      config: { auth: student },
      schema: avatarSchema,
      handler: async (request) => {
        const file = await avatarFrom(request);
        return updated(await setAvatar(app, actor(request).user.id, file));
      },
    });
  }
};
