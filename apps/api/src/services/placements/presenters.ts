/** A placed student as the college's placement list and a company's placements name them. */
export const presentStudent = (s: {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  batch: string | null;
}) => ({ _id: s.id, FirstName: s.firstName, LastName: s.lastName, Email: s.email, batch: s.batch });
