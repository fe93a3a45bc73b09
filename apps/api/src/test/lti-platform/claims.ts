/** The LTI 1.3 / Advantage claim names and vocabularies the test platform speaks. */
export const CLAIM = 'https://purl.imsglobal.org/spec/lti/claim/';
export const DL = 'https://purl.imsglobal.org/spec/lti-dl/claim/';
export const AGS = 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint';
export const NRPS = 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice';

export const SCOPES = {
  lineItem: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem',
  lineItemReadonly: 'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
  score: 'https://purl.imsglobal.org/spec/lti-ags/scope/score',
  memberships: 'https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly',
} as const;

const V2 = 'http://purl.imsglobal.org/vocab/lis/v2/';

/** LIS role URIs as Moodle and Canvas send them: context (membership), sub-roles, institution and system. */
export const LIS = {
  learner: `${V2}membership#Learner`,
  instructor: `${V2}membership#Instructor`,
  administrator: `${V2}membership#Administrator`,
  contentDeveloper: `${V2}membership#ContentDeveloper`,
  mentor: `${V2}membership#Mentor`,
  teachingAssistant: `${V2}membership/Instructor#TeachingAssistant`,
  nonCreditLearner: `${V2}membership/Learner#NonCreditLearner`,
  institutionStudent: `${V2}institution/person#Student`,
  institutionInstructor: `${V2}institution/person#Instructor`,
  institutionFaculty: `${V2}institution/person#Faculty`,
  institutionAdministrator: `${V2}institution/person#Administrator`,
  systemAdministrator: `${V2}system/person#Administrator`,
  systemUser: `${V2}system/person#User`,
};

export interface LaunchSpec {
  sub: string;
  roles: string[];
  kind?: 'resource' | 'deep-link';
  resourceLinkId?: string;
  custom?: Record<string, string>;
  /** the person's name (default Lena Learner); null sends no name at all, as an LMS sharing no personal data */
  name?: string | null;
  email?: string;
  /** the course (default Programming 101); null launches outside any course */
  context?: { id: string; label?: string; title?: string } | null;
  /** AGS in the launch: the link's own line item (default), only the context's line items, or none */
  lineItem?: boolean | 'collection';
  /** the Names and Role Provisioning claim, sent by default whenever there is a course */
  memberships?: boolean;
  /** what a misbehaving or hostile sender changes */
  tamper?: {
    forged?: boolean;
    audience?: string | string[];
    azp?: string;
    expiresInSeconds?: number;
    /** seconds added to iat (positive: issued in the future) */
    issuedAtOffsetSeconds?: number;
    deploymentId?: string;
    issuer?: string;
    nonce?: string;
    /** the AGS line item the launch names, wherever it is (another LMS's gradebook, a collector) */
    lineItem?: string;
    /** 'none': an unsigned token (alg none, empty signature) */
    alg?: 'none';
    /** a kid our JWKS does not have; null leaves the kid out of the header */
    kid?: string | null;
    /** claims left out: registered names (sub, nonce…) or LTI ones by their last part (message_type, version…) */
    drop?: string[];
    /** claims replaced, by the same names as drop */
    set?: Record<string, unknown>;
  };
}

/** A member as an NRPS 2.0 membership container lists it. */
export interface RosterMember {
  user_id: string;
  roles: string[];
  status?: 'Active' | 'Inactive' | 'Deleted';
  name?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  lis_person_sourcedid?: string;
}

export const DEFAULT_CONTEXT = { id: 'course-1', label: 'CS101', title: 'Programming 101' };
