/**
 * What an LTI launch's roles make a person here. LTI 1.3 sends context roles (the person in this course),
 * institution and system roles, as LIS v2 URIs, sub-role URIs, LTI 1.1 URNs or bare context role names.
 * The context roles decide: Canvas sends "institution Instructor" for a teacher of some other course who is
 * a learner in this one. Institution and system roles count only in a launch that carries no context role.
 */

type Scope = 'context' | 'institution' | 'system';

const CONTEXT_STAFF = new Set([
  'Administrator',
  'ContentDeveloper',
  'Instructor',
  'TeachingAssistant',
  'Manager',
]);
const INSTITUTION_STAFF = new Set(['Administrator', 'Faculty', 'Instructor', 'SysAdmin', 'SysSupport']);

/** A role's scope and principal name (a sub-role counts as its principal role), or null for one we ignore. */
export function parseRole(role: string): { scope: Scope; name: string } | null {
  const v2 =
    /^http:\/\/purl\.imsglobal\.org\/vocab\/lis\/v2\/(membership|institution\/person|system\/person)(?:\/(\w+))?#(\w+)$/.exec(
      role,
    );
  if (v2) {
    const scope: Scope =
      v2[1] === 'membership' ? 'context' : v2[1] === 'system/person' ? 'system' : 'institution';
    return { scope, name: v2[2] ?? v2[3] ?? '' };
  }
  const urn = /^urn:lti:(role|instrole|sysrole):ims\/lis\/(\w+)(?:\/\w+)?$/.exec(role);
  if (urn) {
    const scope: Scope = urn[1] === 'role' ? 'context' : urn[1] === 'sysrole' ? 'system' : 'institution';
    return { scope, name: urn[2] ?? '' };
  }
  // LTI 1.3 §A.2.3.1: a context role may be sent by its simple name
  if (/^\w+$/.test(role)) return { scope: 'context', name: role };
  return null;
}

function principals(roles: string[]) {
  const parsed = roles.map(parseRole).filter((r) => r !== null);
  const context = parsed.filter((r) => r.scope === 'context').map((r) => r.name);
  const wider = parsed.filter((r) => r.scope !== 'context').map((r) => r.name);
  return { context, wider };
}

/** Who may pick assessments and see the staff pages: instructors, assistants, designers, course admins. */
export function isStaffRole(roles: string[]): boolean {
  const { context, wider } = principals(roles);
  if (context.length > 0) return context.some((name) => CONTEXT_STAFF.has(name));
  return wider.some((name) => INSTITUTION_STAFF.has(name));
}

/** A learner of the course (any Learner sub-role included), whom a roster sync invites. */
export function isLearnerRole(roles: string[]): boolean {
  const { context } = principals(roles);
  return context.includes('Learner') && !context.some((name) => CONTEXT_STAFF.has(name));
}
