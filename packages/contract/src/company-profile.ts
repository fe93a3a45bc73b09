import { type Static, Type } from 'typebox';
import { Nullable, PlainText, SingleLine } from './common';

// ---------- a company's profile, as its staff edit it ----------

export const CompanyProfile = Type.Object({
  _id: Type.String(),
  basic: Type.Object({
    companyName: Type.String(),
    logo: Nullable(Type.String()),
    website: Type.String(),
    sector: Type.String(),
  }),
  about: Type.String(),
  locations: Type.Array(Type.String()),
  approved: Type.Boolean(),
});
export type CompanyProfile = Static<typeof CompanyProfile>;

export const CompanyProfileReply = Type.Object({ success: Type.Literal(true), company: CompanyProfile });
export type CompanyProfileReply = Static<typeof CompanyProfileReply>;

export const CompanyProfileBody = Type.Object(
  {
    basic: Type.Optional(
      Type.Object(
        {
          companyName: Type.Optional(SingleLine(120, 1)),
          website: Type.Optional(
            Type.Union([
              Type.Literal(''),
              Type.String({ maxLength: 300, pattern: '^https?://[^\\s\\u0000]+$' }),
            ]),
          ),
          sector: Type.Optional(PlainText(120)),
        },
        { additionalProperties: false },
      ),
    ),
    about: Type.Optional(PlainText(5000)),
    locations: Type.Optional(Type.Array(PlainText(120, 1), { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type CompanyProfileBody = Static<typeof CompanyProfileBody>;
