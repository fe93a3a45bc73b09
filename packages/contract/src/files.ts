import { type Static, Type } from 'typebox';

export const FileInfo = Type.Object({
  _id: Type.String(),
  /** the value to pass back as an attachment key */
  key: Type.String(),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  /** an authenticated GET (auth-token header) that streams the file */
  url: Type.String(),
  uploadedAt: Type.String(),
});
export type FileInfo = Static<typeof FileInfo>;
