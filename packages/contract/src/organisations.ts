import { type Static, Type } from 'typebox';
import { Email, PlainText, SingleLine } from './common';

// ---------- sign-up and admin ----------

export const OrganisationSignupBody = Type.Object(
  {
    organisationName: SingleLine(150, 2),
    FirstName: SingleLine(60, 1),
    LastName: Type.Optional(SingleLine(60)),
    Email,
    Password: Type.String({ minLength: 8, maxLength: 128 }),
  },
  { additionalProperties: false },
);
export type OrganisationSignupBody = Static<typeof OrganisationSignupBody>;

export const SignupReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  organisation: Type.Object({ _id: Type.String(), name: Type.String(), approved: Type.Boolean() }),
});
export type SignupReply = Static<typeof SignupReply>;

export const Category = Type.Object({ _id: Type.String(), name: Type.String() });
export type Category = Static<typeof Category>;
export const CategoriesReply = Type.Object({ success: Type.Literal(true), categories: Type.Array(Category) });
export type CategoriesReply = Static<typeof CategoriesReply>;
export const CategoryReply = Type.Object({ success: Type.Literal(true), category: Category });
export type CategoryReply = Static<typeof CategoryReply>;
export const CategoryBody = Type.Object({ name: PlainText(80, 1) }, { additionalProperties: false });

export const OrganisationStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
]);
export type OrganisationStatus = Static<typeof OrganisationStatus>;

export const OrganisationsQuery = Type.Object({
  status: Type.Optional(OrganisationStatus),
  kind: Type.Optional(Type.Union([Type.Literal('college'), Type.Literal('company')])),
});
export type OrganisationsQuery = Static<typeof OrganisationsQuery>;

export const Organisation = Type.Object({
  _id: Type.String(),
  kind: Type.Union([Type.Literal('college'), Type.Literal('company')]),
  name: Type.String(),
  status: OrganisationStatus,
  createdAt: Type.String(),
  contacts: Type.Array(
    Type.Object({
      _id: Type.String(),
      Email: Type.String(),
      FirstName: Type.String(),
      LastName: Type.String(),
    }),
  ),
});
export type Organisation = Static<typeof Organisation>;

export const OrganisationsReply = Type.Object({
  success: Type.Literal(true),
  colleges: Type.Array(Organisation),
  companies: Type.Array(Organisation),
});
export type OrganisationsReply = Static<typeof OrganisationsReply>;
export const OrganisationReply = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  organisation: Organisation,
});
export type OrganisationReply = Static<typeof OrganisationReply>;
